// Security headers on EVERY response: site pages, 404s, API answers and errors alike.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

let app: FastifyInstance;
let origin: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'site'));
  fs.writeFileSync(path.join(dir, 'site', 'index.html'), '<!doctype html><title>Home</title>');
  app = await buildApp(
    loadConfig({
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST_DIR: path.join(dir, 'site'),
      LOG_LEVEL: 'silent',
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test.each([
  ['GET', '/'],
  ['GET', '/no-such-page'],
  ['POST', '/api/forms/enquiry'],
  ['POST', '/api/forms/nothing-here'],
])('%s %s carries CSP, HSTS, nosniff, Referrer-Policy and frame-ancestors', async (method, url) => {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: method === 'POST' ? 'a=b' : null,
  });
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("img-src 'self' data: https://cdn.sanity.io");
  expect(csp).toContain("connect-src 'self' https://*.apicdn.sanity.io https://*.api.sanity.io");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  // Everything helmet sets, as it sets it.
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect([name, response.headers.get(name)]).toEqual([name, value]);
  expect(Object.keys(SECURITY_HEADERS)).toContain('Cross-Origin-Opener-Policy');
});

test('Node’s own 431 answer (headers too large) carries the security headers too', async () => {
  const { port } = new URL(origin);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  const [head = ''] = answer.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 431 /);
  const headers = new Map(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  );
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect([name, headers.get(name.toLowerCase())]).toEqual([name, value]);
});
