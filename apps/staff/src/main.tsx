// The staff area's browser entry (its own Vite app: nothing here reaches the public site's bundles).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes.tsx';
import { I18nProvider } from './i18n/i18n.tsx';
import { BASE } from './lib/paths.ts';
import './styles.css';
import './recruiting.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});
const router = createBrowserRouter(routes, { basename: BASE });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
