// Draft save benchmark (not a test): `pnpm --filter @agency/api run bench:drafts`.
// Budget (issue 30): saving a draft with two 4 MB CVs keeps peak RSS within today's upload figure. On the same
// machine and in the same minutes, one after the other, each on a fresh server (a child process): 50 concurrent
// CV uploads of one 4 MB file (bench:uploads, today's figure), then 25 concurrent draft saves with two 4 MB CVs
// each (the same 50 files, 200 MB in all), then one draft save alone. Prints the server's RSS before and its peak.
import os from 'node:os';
import { pdfBytes } from '../src/test-support/sample-files.ts';
import { measureBurst, measureUploads } from './uploads.ts';

const cv = pdfBytes(4 * 1024 * 1024);

async function saveDraft(origin: string, n: number): Promise<number> {
  const form = new FormData();
  form.append('form_started_at', String(Date.now() - 60_000));
  form.append('company_website', '');
  form.append('lang', 'en');
  form.append('variant', 'teach-abroad');
  form.append(
    'values',
    JSON.stringify({ firstName: 'Bench', email: `bench-${n}-${Date.now()}@example.test` }),
  );
  for (const name of ['cv.pdf', 'references.pdf'])
    form.append('file', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), name);
  const response = await fetch(`${origin}/api/forms/draft`, {
    method: 'POST',
    headers: { origin },
    body: form,
  });
  const body = (await response.json()) as { draft?: { files?: unknown[] } };
  // A save that kept fewer than both files is not a success here.
  return response.status === 200 && body.draft?.files?.length === 2 ? 200 : response.status;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

if (import.meta.main) {
  const load = () =>
    os
      .loadavg()
      .map((l) => fmt(l, 1))
      .join(' ');
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), load average ${load()}`);
  console.log(`\n| Burst (disk) | accepted | seconds | RSS before MB | peak RSS MB |`);
  console.log('| --- | ---: | ---: | ---: | ---: |');
  let n = 0;
  for (const [name, run] of [
    ['50 CV uploads, 1 × 4 MB each (today’s figure)', () => measureUploads({})],
    ['25 draft saves, 2 × 4 MB each', () => measureBurst({}, 25, (origin) => saveDraft(origin, (n += 1)))],
    ['1 draft save, 2 × 4 MB', () => measureBurst({}, 1, (origin) => saveDraft(origin, (n += 1)))],
  ] as const) {
    const r = await run();
    console.log(
      `| ${name} | ${r.rounds.map((x) => x.ok).join(', ')} | ${r.rounds.map((x) => fmt(x.seconds, 2)).join(', ')} | ${fmt(r.rssBeforeMb)} | ${fmt(r.peakRssMb)} |`,
    );
  }
  console.log(`\nload average after: ${load()}`);
}
