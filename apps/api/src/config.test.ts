import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

test('defaults to port 3000 and the repo data folder', () => {
  const config = loadConfig({});
  expect(config.port).toBe(3000);
  expect(config.dataDir).toMatch(/data$/);
});

test('names the variable that is wrong', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
});
