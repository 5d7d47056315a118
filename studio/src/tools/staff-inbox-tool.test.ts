// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { studioSource } from '../test-support/studio-source.ts';
import { inboxUrlOf } from './staff-inbox-tool.ts';

test('the Studio has an Inbox tool next to the content tools', async () => {
  const source = await studioSource();
  const inbox = source.tools.find((tool) => tool.name === 'inbox');
  expect(source.tools.map((tool) => tool.name)).toContain('structure');
  // A wrong @sanity/icons import is undefined (the build fails on it; the test says so sooner).
  expect(inbox?.icon).toBeDefined();
});

test('the inbox is the site origin plus /staff', () => {
  expect(inboxUrlOf('https://www.agency.example/')).toBe('https://www.agency.example/staff');
  expect(inboxUrlOf('http://localhost:3000')).toBe('http://localhost:3000/staff');
});
