// What a page's action came to, in two live lines: one for outcomes, one for refusals (a refused change is
// announced as loudly as it is shown).
export interface Notice {
  text: string;
  problem: boolean;
}

export function NoticeLines({ notice }: { notice: Notice | null }) {
  return (
    <>
      <p role="status" className="status-line">
        {notice && !notice.problem ? notice.text : ''}
      </p>
      <p role="alert" className="status-line problem">
        {notice?.problem ? notice.text : ''}
      </p>
    </>
  );
}
