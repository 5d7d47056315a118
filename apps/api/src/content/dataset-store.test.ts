import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { todayInHongKong } from '@agency/content';
import { datasetFile as seedFile } from '@agency/seed';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatasetStore } from './dataset-store.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'dataset-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const line = (id: string, title: string) =>
  JSON.stringify({ _id: id, _type: 'vacancy', title, startDate: '2025-10-20' });

/** Fastify's logger, keeping what it logs. */
function memoryLog() {
  const lines: { level: number; msg: string }[] = [];
  const { log } = Fastify({
    logger: { level: 'info', stream: { write: (chunk: string) => lines.push(JSON.parse(chunk)) } },
  });
  return { log, errors: () => lines.filter((entry) => entry.level >= 50).map((entry) => entry.msg) };
}

describe('the embedded dataset store', () => {
  it('serves the file, and its new content after reload()', async () => {
    const file = path.join(dir, 'reload.ndjson');
    writeFileSync(file, `${line('a', 'First')}\n`);
    const store = await openDatasetStore({
      file,
      rebaseSeedDates: false,
      watch: false,
      log: memoryLog().log,
    });
    let changes = 0;
    store.onChange(() => (changes += 1));
    expect(await store.current().fetch('*[_type == "vacancy"].title')).toEqual(['First']);
    writeFileSync(file, `${line('a', 'First')}\n${line('b', 'Second')}\n`);
    expect(await store.reload()).toBe(true);
    expect(await store.current().fetch('*[_type == "vacancy"].title')).toEqual(['First', 'Second']);
    expect(changes).toBe(1);
  });

  it('keeps serving the last good content when the file stops parsing, and logs one clear error', async () => {
    const file = path.join(dir, 'broken.ndjson');
    writeFileSync(file, `${line('a', 'Good')}\n`);
    const { log, errors } = memoryLog();
    const store = await openDatasetStore({ file, rebaseSeedDates: false, watch: false, log });
    let changes = 0;
    store.onChange(() => (changes += 1));
    writeFileSync(file, `${line('a', 'Good')}\n{"_id": "b", "_type": \n`);
    expect(await store.reload()).toBe(false);
    expect(await store.current().fetch('*[_type == "vacancy"].title')).toEqual(['Good']);
    expect(changes).toBe(0);
    expect(errors()).toEqual([expect.stringMatching(/last good content: .*broken\.ndjson line 2: not JSON/)]);
  });

  it('refuses to start on a file that does not parse, naming the line', async () => {
    const file = path.join(dir, 'bad-start.ndjson');
    writeFileSync(file, 'nonsense\n');
    await expect(
      openDatasetStore({ file, rebaseSeedDates: false, watch: false, log: memoryLog().log }),
    ).rejects.toThrow(/bad-start\.ndjson line 1: not JSON/);
  });

  it('re-reads a watched file when it changes (dev)', async () => {
    const file = path.join(dir, 'watched.ndjson');
    writeFileSync(file, `${line('a', 'Before')}\n`);
    const store = await openDatasetStore({ file, rebaseSeedDates: false, watch: true, log: memoryLog().log });
    const changed = new Promise<void>((resolve) => store.onChange(resolve));
    writeFileSync(file, `${line('a', 'After')}\n`);
    await changed;
    expect(await store.current().fetch('*[_type == "vacancy"][0].title')).toBe('After');
    store.close();
  });

  it('moves the seed’s vacancies to start weeks after today, all four open, in the spec’s order', async () => {
    const store = await openDatasetStore({
      file: seedFile,
      rebaseSeedDates: true,
      watch: false,
      log: memoryLog().log,
    });
    const today = todayInHongKong();
    const starts = (await store
      .current()
      .fetch('*[_type == "vacancy"] | order(startDate desc).startDate')) as string[];
    expect(starts).toHaveLength(4);
    for (const start of starts) expect(start > today).toBe(true);
    const created = (await store.current().fetch('*[_type == "vacancy"]._createdAt')) as string[];
    for (const date of created) expect(date.slice(0, 10) <= today).toBe(true);
  });
});
