// The API's floors (docs/architecture.md): the ground imports no feature, a feature imports no other feature, and
// no two rooms import each other. The rule is apps/api/lint/layers.ts.
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { floorFigures, placeOf, srcDir, wrongWay } from '../lint/layers.ts';

const at = (file: string) => placeOf(path.join(srcDir, file))!;

describe('the floors of apps/api/src', () => {
  test('a ground folder importing a feature, or a feature another feature, is named', () => {
    expect(wrongWay(at('database/tables.ts'), at('alerts/alert-store.ts'))).toBe(
      'ground code must not import from the feature floor',
    );
    expect(wrongWay(at('mail/mail-worker.ts'), at('app.ts'))).toBe(
      'ground code must not import from the top floor',
    );
    expect(wrongWay(at('status/status-store.ts'), at('staff/accounts/sessions.ts'))).toMatch(
      /^feature "status" must not import from feature "staff"/,
    );
    expect(wrongWay(at('staff/staff-plugin.ts'), at('cli/admin.ts'))).toBe(
      'feature code must not import from the top floor',
    );
    expect(wrongWay(at('alerts/alert-store.ts'), at('alerts/test-support/alert-rows.ts'))).toBeNull();
    expect(wrongWay(at('staff/staff-deps.ts'), at('test-support/test-server.ts'))).toBe(
      'feature code must not import test support',
    );
    expect(wrongWay(at('forms/forms-plugin.ts'), at('database/database.ts'))).toMatch(/^forms has no floor/);
  });

  test('what may: ground to ground, a feature to the ground, the top to anything, tests to anything', () => {
    expect(wrongWay(at('mail/compose-message.ts'), at('uploads/cv-storage.ts'))).toBeNull();
    expect(wrongWay(at('drafts/draft-store.ts'), at('uploads/receive-cv.ts'))).toBeNull();
    expect(wrongWay(at('cli/admin.ts'), at('status/status-store.ts'))).toBeNull();
    expect(wrongWay(at('app.ts'), at('staff/staff-plugin.ts'))).toBeNull();
    expect(wrongWay(at('status/status-api.test.ts'), at('test-support/test-server.ts'))).toBeNull();
  });

  test('every import of the tree keeps to its floor, and no two rooms import each other', () => {
    const { wrong, upward, sideways, mutualPairs } = floorFigures();
    console.log(
      `imports up a floor: ${upward}, between features: ${sideways}, rooms importing each other: ${mutualPairs.length}`,
    );
    expect(wrong).toEqual([]);
    expect(mutualPairs).toEqual([]);
  });
});
