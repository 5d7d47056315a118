import { groupProblems, validateSchema } from '@sanity/schema/_internal';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from './index.ts';

/** Sanity's own schema checks (the ones the Studio shows on start-up). */
function schemaProblems(types: unknown[]) {
  const validated = validateSchema(types).getTypes();
  return groupProblems(validated).flatMap((group) =>
    group.problems.map((problem) => ({
      path: group.path.map((segment) => segment.name).join('.'),
      ...problem,
    })),
  );
}

describe('studio schema', () => {
  it('has no errors', () => {
    const errors = schemaProblems(schemaTypes).filter((problem) => problem.severity === 'error');
    expect(errors).toEqual([]);
  });

  it('would report a broken type (the check itself works)', () => {
    const broken = { name: 'broken', type: 'document', fields: [{ name: 'x', type: 'doesNotExist' }] };
    expect(schemaProblems([...schemaTypes, broken]).some((problem) => problem.severity === 'error')).toBe(
      true,
    );
  });

  it('defines every document type the site queries', () => {
    const documents = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
    expect(documents.sort()).toEqual([
      'classPhoto',
      'destinationGuide',
      'eligibilityRoute',
      'partnerLogo',
      'replyTemplate',
      'siteSettings',
      'testimonial',
      'vacancy',
    ]);
  });

  it('gives every document type an icon (a wrong @sanity/icons import is undefined)', () => {
    const documents = schemaTypes.filter((type) => type.type === 'document');
    expect(documents.filter((type) => !('icon' in type) || !type.icon).map((type) => type.name)).toEqual([]);
  });
});
