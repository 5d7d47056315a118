// The baseline of the benchmarks: bare Fastify routes (a urlencoded POST that stores nothing, a GET with a fixed
// page-sized body), with the same logger settings as the real server, so the difference is our own cost.
import formbody from '@fastify/formbody';
import Fastify from 'fastify';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.register(formbody);
app.post('/bare', async () => ({ status: 200, result: 'success' }));
// The site benchmark's baseline (bench/publish.ts): a GET answering a fixed ~10 KB body.
const page = Buffer.alloc(10_000, 'x');
app.get('/bare', async (_request, reply) => reply.type('text/html').send(page));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
