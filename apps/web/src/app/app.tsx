export function App() {
  return (
    <main>
      <h1>Teach English in Hong Kong and Macau</h1>
      <p>We place native-English ESL teachers in schools and learning centres in Hong Kong and Macau.</p>
    </main>
  );
}
