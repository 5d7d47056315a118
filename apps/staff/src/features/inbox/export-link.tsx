// Export CSV: for admins, after a sign-in within the last 10 minutes (asked for in place, then the download
// starts). Still a link, so without the check it is the same download.
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useFreshSignIn } from '../../components/fresh-sign-in.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/api.ts';
import { download } from '../../lib/download.ts';
import { exportUrl } from './inbox-api.ts';

export function ExportLink({ filter }: { filter: string }) {
  const { m } = useI18n();
  const fresh = useFreshSignIn();
  const me = useQueryClient().getQueryData<{ role?: string }>(['session']);
  if (me?.role !== 'admin') return null;
  const href = exportUrl(filter);
  const start = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (await fresh(() => api('GET', '/session/fresh').then(() => true))) download(href);
  };
  return (
    <a className="button secondary" href={href} download onClick={(event) => void start(event)}>
      {m.inbox.export}
    </a>
  );
}
