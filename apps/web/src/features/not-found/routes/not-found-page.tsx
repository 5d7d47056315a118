import { NotFoundContent } from '../../../components/not-found/not-found-content.tsx';

/** Any path that is no page (incl. the retired shop-admin paths); prerendered as 404.html, served with status 404. */
export function NotFoundPage() {
  return <NotFoundContent />;
}
