// A throwaway Postgres cluster for the tests: initdb in a temp folder, pg_ctl on a free port on 127.0.0.1, trust
// authentication, removed again on stop. Debian's postgresql (installed by scripts/ensure-postgres.sh when
// missing). As root, the server runs as the `postgres` user (it refuses to run as root).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(import.meta.dirname, '../../../../../scripts/ensure-postgres.sh');

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  stop(): void;
}

/** A port nothing listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = execFileSync('sh', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) fs.chownSync(dir, ...postgresIds());
  const run = (command: string, args: string[]) => {
    const line = [path.join(bin, command), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync(asRoot ? 'su' : 'sh', asRoot ? ['postgres', '-s', '/bin/sh', '-c', line] : ['-c', line], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  // A throwaway cluster: commits do not wait for the WAL flush (synchronous_commit=off; what a commit makes
  // visible is unchanged, only a crash of this test server could lose the last ones). Production keeps the default.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=32MB -c synchronous_commit=off`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function postgresIds(): [number, number] {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('running as root, but there is no postgres user to run the test database as');
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}
