// Node answers some requests itself, before Fastify (and so helmet) ever sees them: headers over the size
// limit (431), a request it cannot parse (400), a request that took too long (408). Fastify's default handler
// writes those answers bare; this one writes them with the same security headers as every other response.
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from './security-headers.ts';

// Required, not imported: an ES import of `node:http` makes Node read all its exports, among them the lazy
// `http.WebSocket`, which loads Node's bundled undici (~750 KB of source) into every node (decision 059).
const { STATUS_CODES } = createRequire(import.meta.url)('node:http') as {
  STATUS_CODES: Record<number, string | undefined>;
};

const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = STATUS_BY_CODE[error.code ?? ''] ?? 400;
  const reason = STATUS_CODES[status] ?? 'Bad Request';
  this.log.info({ status, code: error.code }, 'client error answered by the server');
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const body = JSON.stringify({ status, message: reason });
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
}
