/**
 * Runs extra site servers (apps/api/src/server.js as its own process, on the web build the suite already made) for
 * the content journeys: each with its own dataset file, data folder and webhook secret, so publishing in one test
 * never changes what another test sees.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, type APIRequestContext } from '@playwright/test';
import { encodeSignatureHeader } from '@sanity/webhook';
import { todayInHongKong } from '@agency/content/vacancy-status';
import { imagesDir, readSeedDataset, rebaseSeedDates, type DatasetDocument } from '@agency/seed';

const serverEntry = path.resolve(import.meta.dirname, '../../apps/api/src/server.js');

export const WEBHOOK_SECRET = 'e2e-webhook-secret';

/** How long a server may take to start: on a loaded 2-core machine a start has taken over 20 s. */
const START_DEADLINE_MS = 60_000;
/** A port next to the suite's own (E2E_PORT), so parallel runs on one machine keep apart. */
export const portNear = (offset: number) => Number(process.env.E2E_PORT || 4173) + offset;

export interface SiteServer {
  origin: string;
  /** The dataset file it serves (embedded default), to edit as the Studio would publish. */
  datasetFile: string;
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, in the middle of whatever it does. */
  kill(): Promise<void>;
}

/** Starts a server; with `dataset`, in the embedded default serving those documents from its own file. */
export async function startSiteServer(
  port: number,
  options: { dataset?: DatasetDocument[]; env?: Record<string, string> },
): Promise<SiteServer> {
  const origin = `http://127.0.0.1:${port}`;
  // A server left over from an interrupted run would answer the readiness check below in this one's place.
  const squatter = await fetch(`${origin}/robots.txt`).then(
    () => true,
    () => false,
  );
  if (squatter) throw new Error(`port ${port} is already in use (a server left over from an earlier run?)`);
  // The hook or test that starts a server gets the start's time on top of its own (the suite's first minute, when
  // every worker launches a browser and the main server warms its pages, is the slowest).
  test.info().setTimeout(test.info().timeout + START_DEADLINE_MS);
  const dir = mkdtempSync(path.join(os.tmpdir(), `agency-content-e2e-${port}-`));
  const datasetFile = path.join(dir, 'dataset.ndjson');
  if (options.dataset) {
    writeDataset(datasetFile, options.dataset);
    // The seed's images, beside the file as the embedded default expects them (the pages show them).
    symlinkSync(imagesDir, path.join(dir, 'images'));
  }
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      // As `pnpm start` runs it.
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(dir, 'data'),
      SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...(options.dataset ? { CONTENT_DATASET_FILE: datasetFile } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Not left running when the worker ends without stopping it (a hook that timed out before it got the server).
  const stopWithWorker = () => child.kill();
  process.once('exit', stopWithWorker);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', stopWithWorker);
      resolve();
    }),
  );
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${origin} exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline)
      throw new Error(`the server on ${origin} did not start within ${START_DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    datasetFile,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The seed as a fresh install serves it (vacancy dates moved to today), to edit in a test. */
export function seedDataset(): DatasetDocument[] {
  return rebaseSeedDates(readSeedDataset(), todayInHongKong());
}

export function writeDataset(file: string, documents: DatasetDocument[]): void {
  writeFileSync(file, `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`);
}

/** A day relative to today in Hong Kong, as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const today = new Date(`${todayInHongKong()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** What Sanity's GROQ-powered webhook sends when a document is published: the document, signed. */
export async function sendWebhook(
  request: APIRequestContext,
  origin: string,
  document: { _id: string; _type: string },
): Promise<number> {
  const body = JSON.stringify(document);
  const response = await request.post(`${origin}/api/content/webhook`, {
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET),
    },
    data: body,
  });
  return response.status();
}
