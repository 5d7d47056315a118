import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useI18n } from '../i18n/i18n.tsx';

/** Previous/next links that keep the rest of the query string. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { m } = useI18n();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (pages <= 1) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `${pathname}?${next.toString()}`;
  };
  return (
    <nav className="pagination" aria-label={m.inbox.pages}>
      {page > 1 && <Link to={to(page - 1)}>{m.inbox.previous}</Link>}
      <span>
        {page} / {pages}
      </span>
      {page < pages && <Link to={to(page + 1)}>{m.inbox.next}</Link>}
    </nav>
  );
}
