// The end-to-end suite's bench: runs the whole Playwright suite once (build and server start included, as a
// developer runs it) and prints its wall time, the CPU time it used (build, servers, browsers and workers: less
// sensitive to other load than the wall time), the test count and how many documents the browser loaded.
// Usage: E2E_PORT=<port> node bench-e2e.ts [playwright args…]  (budget: <= 5 min on a quiet 2-core machine)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Suite {
  file: string;
  suites?: Suite[];
  specs?: { tests: { results: { duration: number }[] }[] }[];
}

/** Seconds the tests of a suite took, retries included (the time they kept a worker busy). */
const testSeconds = (suite: Suite): number =>
  (suite.specs ?? [])
    .flatMap((spec) => spec.tests.flatMap((t) => t.results))
    .reduce((sum, r) => sum + r.duration, 0) /
    1000 +
  (suite.suites ?? []).reduce((sum, child) => sum + testSeconds(child), 0);

interface Stats {
  expected: number;
  skipped: number;
  unexpected: number;
  flaky: number;
  duration: number;
}

const tag = `${process.env.E2E_PORT ?? '4173'}-${process.pid}`;
const loadLog = path.join(os.tmpdir(), `agency-e2e-page-loads-${tag}.log`);
const report = path.join(os.tmpdir(), `agency-e2e-report-${tag}.json`);
rmSync(loadLog, { force: true });

/** CPU seconds used by this process's finished children (Linux: /proc/self/stat cutime + cstime); null elsewhere. */
function childrenCpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // After the command's name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const loadBefore = os.loadavg()[0]!;
const started = performance.now();
const run = spawnSync('npx', ['playwright', 'test', '--reporter=line,json', ...process.argv.slice(2)], {
  cwd: import.meta.dirname,
  stdio: 'inherit',
  env: { ...process.env, E2E_PAGE_LOAD_LOG: loadLog, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
});
const seconds = (performance.now() - started) / 1000;
const cpu = childrenCpuSeconds();

const { stats, suites } = JSON.parse(readFileSync(report, 'utf8')) as { stats: Stats; suites: Suite[] };
const bySpec = new Map<string, number>();
for (const suite of suites) bySpec.set(suite.file, (bySpec.get(suite.file) ?? 0) + testSeconds(suite));
const testTime = [...bySpec.values()].reduce((a, b) => a + b, 0);
const slowest = [...bySpec].sort((a, b) => b[1] - a[1]).slice(0, 8);
const loads = existsSync(loadLog) ? readFileSync(loadLog, 'utf8').split('\n').filter(Boolean) : [];
const perTest = new Map<string, number>();
for (const line of loads) perTest.set(line, (perTest.get(line) ?? 0) + 1);
const busiest = [...perTest].sort((a, b) => b[1] - a[1]).slice(0, 5);

const minutes = (s: number) => `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
console.log(`
e2e bench, ${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after
wall time (build + server + suite): ${minutes(seconds)}; Playwright's own: ${minutes(stats.duration / 1000)}
CPU time of everything it ran: ${cpu === null ? 'not known here' : `${Math.round(cpu)} s (on ${os.cpus().length} cores at least ${minutes(cpu / os.cpus().length)})`}
tests: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped (${stats.expected + stats.unexpected + stats.flaky + stats.skipped} in all)
sum of test durations: ${Math.round(testTime)} s; slowest specs: ${slowest.map(([file, sec]) => `${file.replace(/\.spec\.ts$/, '')} ${Math.round(sec)}`).join(', ')}
page loads (documents the browser loaded): ${loads.length}
most page loads in one test: ${busiest.map(([test, n]) => `${n} ${test}`).join('; ')}`);
rmSync(loadLog, { force: true });
process.exitCode = run.status ?? 1;
