// Node answers some requests itself, before Fastify (and so helmet) ever sees them: headers over the size
// limit (431), a request it cannot parse (400), a request that took too long (408). Fastify's default handler
// writes those answers bare; this one writes them with the same security headers as every other response.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from './security-headers.ts';

const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = STATUS_BY_CODE[error.code ?? ''] ?? 400;
  const reason = http.STATUS_CODES[status] ?? 'Bad Request';
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
