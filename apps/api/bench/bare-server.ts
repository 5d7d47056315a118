// The baseline of the forms benchmark: a bare Fastify urlencoded POST route that stores nothing, with the
// same logger settings as the real server, so the difference is the forms API's own cost.
import formbody from '@fastify/formbody';
import Fastify from 'fastify';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.register(formbody);
app.post('/bare', async () => ({ status: 200, result: 'success' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
