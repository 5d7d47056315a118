// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { schemaTypes } from '../schemaTypes/index.ts';
import { studioSource } from '../test-support/studio-source.ts';
import { locations } from './presentation.ts';

test('the Studio has the Presentation tool beside the content tools', async () => {
  const source = await studioSource();
  expect(source.tools.map((tool) => tool.name)).toEqual(
    expect.arrayContaining(['structure', 'presentation']),
  );
});

test('every located type is a document type of the schema, and resolves to site pages', () => {
  const names = new Set(schemaTypes.map((type) => type.name));
  for (const type of Object.keys(locations)) expect(names, type).toContain(type);
  const vacancy = locations.vacancy as { resolve: (doc: object) => { locations?: { href: string }[] } };
  expect(vacancy.resolve({ title: 'ESL Teacher', slug: 'esl-teacher' }).locations?.[0]?.href).toBe(
    '/Vacancies/esl-teacher',
  );
  expect(vacancy.resolve({ title: 'No address yet' })).toMatchObject({ tone: 'caution' });
});
