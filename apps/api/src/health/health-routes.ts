// GET /healthz: the process answers. GET /readyz: what this node needs to serve (CV storage; the database check
// joins it) is reachable now; a load balancer sends traffic only while it answers 200. Each failing check
// answers with its reason, for the operator reading the probe's log.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export type ReadinessCheck = () => Promise<void>;

export interface HealthOptions {
  checks: Record<string, ReadinessCheck>;
}

/** A check that takes longer than this is not ready (the S3 client's own connect timeout is 3 s). */
const CHECK_TIMEOUT_MS = 5_000;

async function run(check: ReadinessCheck): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

const health: FastifyPluginAsync<HealthOptions> = async (app, { checks }) => {
  app.get('/healthz', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (request, reply) => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => run(checks[name]!)));
    const report = Object.fromEntries(names.map((name, i) => [name, results[i]]));
    const ready = results.every((result) => result === 'ok');
    if (!ready) request.log.warn({ checks: report }, 'not ready');
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks: report });
  });
};

export const healthRoutes = fp(health, { name: 'health-routes' });
