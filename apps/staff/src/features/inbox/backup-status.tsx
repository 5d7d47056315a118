// One line on the staff home about the last nightly backup (GET /api/staff/backup): when it was taken, or that it
// failed and why, so a failure is seen by someone who can act. Nothing while no backup has run.
import { useQuery } from '@tanstack/react-query';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/api.ts';

interface LastBackup {
  finishedAt: number;
  outcome: 'taken' | 'failed';
  problem: string | null;
}

export function BackupStatus() {
  const { m, dateTime } = useI18n();
  const last = useQuery({
    queryKey: ['backup'],
    queryFn: () => api<{ lastBackup: LastBackup | null }>('GET', '/backup'),
  }).data?.lastBackup;
  if (!last) return null;
  return last.outcome === 'taken' ? (
    <p>{fill(m.backup.taken, { time: dateTime(last.finishedAt) })}</p>
  ) : (
    <p className="notice" role="status">
      {fill(m.backup.failed, { time: dateTime(last.finishedAt), problem: last.problem ?? '' })}
    </p>
  );
}
