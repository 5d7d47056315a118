import { describe, expect, it } from 'vitest';
import { sharedContentReads } from './content-reads.ts';

/** A content service that counts what it was asked and answers with the current content. */
function service() {
  const asked: string[] = [];
  const content = { title: 'First' };
  const pending: (() => void)[] = [];
  let holding = false;
  const fetch = async (query: string, params: Record<string, unknown>) => {
    asked.push(`${query} ${JSON.stringify(params)}`);
    const title = content.title;
    if (holding) await new Promise<void>((resolve) => pending.push(resolve));
    if (title === 'down') throw new Error('content service unreachable');
    return { title, params };
  };
  return {
    asked,
    content,
    fetch,
    hold: () => (holding = true),
    release: () => {
      holding = false;
      pending.splice(0).forEach((resolve) => resolve());
    },
  };
}

describe('shared content reads', () => {
  it('asks the content service once per query and parameters, whatever their order', async () => {
    const { asked, fetch } = service();
    const reads = sharedContentReads(fetch, { maxEntries: 100 });
    const settings = await Promise.all([
      reads.fetch('*[_type == "siteSettings"][0]', {}),
      reads.fetch('*[_type == "siteSettings"][0]', {}),
    ]);
    expect(settings[0]).toEqual({ title: 'First', params: {} });
    expect(settings[1]).toBe(settings[0]);
    await reads.fetch('*[slug.current == $slug][0]', { slug: 'macau', lang: 'en' });
    await reads.fetch('*[slug.current == $slug][0]', { lang: 'en', slug: 'macau' });
    await reads.fetch('*[slug.current == $slug][0]', { slug: 'hong-kong', lang: 'en' });
    expect(asked).toEqual([
      '*[_type == "siteSettings"][0] {}',
      '*[slug.current == $slug][0] {"slug":"macau","lang":"en"}',
      '*[slug.current == $slug][0] {"slug":"hong-kong","lang":"en"}',
    ]);
  });

  it('reads the new content after a publish', async () => {
    const { asked, content, fetch } = service();
    const reads = sharedContentReads(fetch, { maxEntries: 100 });
    expect(await reads.fetch('q', {})).toMatchObject({ title: 'First' });
    content.title = 'Second';
    reads.invalidate();
    expect(await reads.fetch('q', {})).toMatchObject({ title: 'Second' });
    expect(await reads.fetch('q', {})).toMatchObject({ title: 'Second' });
    expect(asked).toHaveLength(2);
  });

  it('a read of the old content that finishes after a publish is not kept for the new one', async () => {
    const { content, fetch, hold, release } = service();
    const reads = sharedContentReads(fetch, { maxEntries: 100 });
    hold();
    const before = reads.fetch('q', {});
    content.title = 'Second';
    reads.invalidate();
    const after = reads.fetch('q', {});
    release();
    expect(await before).toMatchObject({ title: 'First' });
    expect(await after).toMatchObject({ title: 'Second' });
    expect(await reads.fetch('q', {})).toMatchObject({ title: 'Second' });
  });

  it('does not keep a failed read: the next render asks again', async () => {
    const { asked, content, fetch } = service();
    const reads = sharedContentReads(fetch, { maxEntries: 100 });
    content.title = 'down';
    await expect(reads.fetch('q', {})).rejects.toThrow('content service unreachable');
    content.title = 'Back';
    expect(await reads.fetch('q', {})).toMatchObject({ title: 'Back' });
    expect(asked).toHaveLength(2);
  });

  it('keeps at most maxEntries results, dropping the oldest', async () => {
    const { asked, fetch } = service();
    const reads = sharedContentReads(fetch, { maxEntries: 2 });
    for (const slug of ['a', 'b', 'c']) await reads.fetch('q', { slug });
    await reads.fetch('q', { slug: 'c' });
    await reads.fetch('q', { slug: 'a' });
    expect(asked.map((line) => line.slice(2))).toEqual([
      '{"slug":"a"}',
      '{"slug":"b"}',
      '{"slug":"c"}',
      '{"slug":"a"}',
    ]);
  });

  it('hands out read-only results: a render cannot change what the next one reads', async () => {
    const reads = sharedContentReads(async () => ({ vacancies: [{ title: 'Teacher' }] }), { maxEntries: 10 });
    const result = (await reads.fetch('q', {})) as { vacancies: { title: string }[] };
    expect(() => {
      result.vacancies[0]!.title = 'Changed';
    }).toThrow(TypeError);
    expect(await reads.fetch('q', {})).toEqual({ vacancies: [{ title: 'Teacher' }] });
  });
});
