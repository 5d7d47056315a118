// @vitest-environment jsdom
import { createStructureBuilder, type StructureBuilder } from 'sanity/structure';
import { beforeAll, describe, expect, it } from 'vitest';
import { structure } from './structure.ts';
import { studioSource } from './test-support/studio-source.ts';

let S: StructureBuilder;

beforeAll(async () => {
  const source = await studioSource();
  S = createStructureBuilder({ source, perspectiveStack: [] });
});

type Node = { serialize?: () => Record<string, unknown> } & Record<string, unknown>;
/** A list item's child pane, serialised (a serialised item holds a builder, or a resolver returning one). */
const childOf = (item: { id?: string; child?: unknown }): Record<string, unknown> => {
  const child =
    typeof item.child === 'function'
      ? (item.child as (id: string, ctx: object) => Node)(item.id ?? '', {})
      : (item.child as Node);
  return child.serialize ? child.serialize() : child;
};

describe('desk structure', () => {
  it('pins Site settings first, as the single settings document', () => {
    const root = (structure(S, {} as never) as ReturnType<StructureBuilder['list']>).serialize();
    const first = root.items[0] as { id: string; child?: unknown };
    expect(first.id).toBe('siteSettings');
    expect(childOf(first)).toMatchObject({
      type: 'document',
      options: { id: 'siteSettings', type: 'siteSettings' },
    });
  });

  it('groups vacancies by region, newest start date first', () => {
    const root = (structure(S, {} as never) as ReturnType<StructureBuilder['list']>).serialize();
    const vacancies = root.items.find((item) => 'title' in item && item.title === 'Vacancies') as {
      child?: unknown;
    };
    const regions = childOf(vacancies).items as { id: string; child?: unknown }[];
    expect(regions.map((item) => item.id)).toEqual([
      'vacancies-hong-kong',
      'vacancies-macau',
      expect.any(String),
      'vacancies-all',
    ]);
    const hongKong = childOf(regions[0]!);
    expect(hongKong).toMatchObject({
      options: {
        filter: '_type == "vacancy" && region == $region',
        params: { region: 'hong-kong' },
        defaultOrdering: [{ field: 'startDate', direction: 'desc' }],
      },
    });
  });
});
