// `pnpm admin alerts …` (admin.ts):
//   alerts run                      every digest run that is due now (what the server's scheduler does)
//   alerts run --frequency daily    a run forced now, for operators and tests (weekly likewise)
//   alerts upkeep                   unconfirmed alerts out, "keep this alert?" mails, alerts not kept out
// The mails go into the outbox; the server's mail worker sends them.
import { vacanciesQuery, type VacanciesQueryResult } from '@agency/content';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { openContentRuntime } from '../content/content-runtime.ts';
import type { Database } from '../database/database.ts';
import { alertJobs } from '../alerts/alert-scheduler.ts';

export const ALERTS_USAGE = 'pnpm admin alerts run [--frequency daily|weekly] | pnpm admin alerts upkeep';

const quietLog = {
  info: () => {},
  warn: () => {},
  error: (details: object, message: string) => console.error(message, JSON.stringify(details)),
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  child: () => quietLog,
  level: 'warn',
  silent: () => {},
} as unknown as FastifyBaseLogger;

export async function runAlertsCommand(
  database: Database,
  config: Config,
  args: string[],
  io: { out: (line: string) => void; err: (line: string) => void },
): Promise<number> {
  const [action, flag, value] = args;
  const content = await openContentRuntime(
    { ...config.content, watchDataset: false },
    {
      log: quietLog,
      ownOrigin: () => {
        throw new Error('no server in the command line');
      },
    },
  );
  try {
    const vacancies = (): Promise<VacanciesQueryResult> =>
      content.query.kind === 'embedded'
        ? content.query.content().fetch(vacanciesQuery)
        : content.query.client.fetch(vacanciesQuery);
    const jobs = alertJobs({
      database,
      vacancies,
      kick: () => {},
      log: { info: () => {}, error: (details, message) => io.err(`${message} ${JSON.stringify(details)}`) },
    });
    if (action === 'run' && flag === undefined) {
      const results = await jobs.runDue();
      if (results.length === 0) io.out('no digest run is due');
      for (const r of results)
        io.out(`${r.key}: ${r.alerts} alert(s) looked at, ${r.digests} digest(s) queued`);
      return 0;
    }
    if (action === 'run' && flag === '--frequency' && (value === 'daily' || value === 'weekly')) {
      const r = await jobs.runForced(value);
      io.out(`${r.key}: ${r.alerts} alert(s) looked at, ${r.digests} digest(s) queued`);
      return 0;
    }
    if (action === 'upkeep') {
      await jobs.upkeep();
      io.out('job alert upkeep done');
      return 0;
    }
    io.err(`usage: ${ALERTS_USAGE}`);
    return 2;
  } finally {
    content.close();
  }
}
