import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/i18n.tsx';
import { paths } from '../lib/paths.ts';
import { usePageTitle } from './page-title.ts';

/** The staff area's 404 page (unknown paths and unknown references). */
export function NotFound() {
  const { m } = useI18n();
  usePageTitle(m.notFound.title);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{m.notFound.title}</h1>
      <p>{m.notFound.text}</p>
      <p>
        <Link to={paths.inbox}>{m.notFound.back}</Link>
      </p>
    </section>
  );
}
