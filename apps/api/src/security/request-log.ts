// The request log (issue 27): one line per request with the method, the path WITHOUT its query string (cut to
// 512 characters), the route that answered, the status and the time taken. Query strings carry what people type
// (a staff search is `?q=<surname>`), so they never reach the log, and no line grows with the URL a client sends.
// No client address is logged either. Requests refused by the GET rate limit are not logged one by one
// (get-rate-limit.ts logs one line per client and minute), so a flood cannot grow the log.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export const MAX_LOGGED_PATH = 512;

/** The path of a request URL without query string or fragment, at most MAX_LOGGED_PATH characters. */
export function logPath(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

const QUIET = Symbol('request not logged');

/** Leaves this request out of the request log (a refusal that was already reported once). */
export function keepOutOfLog(request: FastifyRequest): void {
  (request as unknown as Record<symbol, boolean>)[QUIET] = true;
}

const isQuiet = (request: FastifyRequest) => (request as unknown as Record<symbol, boolean>)[QUIET] === true;

function describe(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    path: logPath(request.url),
    route: request.routeOptions.url ?? null,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
  };
}

/** pino serializers: anything that logs a request or a reply gets the same reduced shape. */
export const logSerializers = {
  req: (req: { method?: string; url?: string }) => ({ method: req.method, path: logPath(req.url ?? '') }),
  res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
};

/** Fastify's own request log lines, replaced by one line per request in the shape above. */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (isQuiet(request)) return;
    if (error) reply.log.error({ ...describe(request, reply), err: error }, 'request errored');
    else reply.log.info(describe(request, reply), 'request');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (isQuiet(request)) return;
    if (reply.statusCode >= 500) reply.log.error({ ...describe(request, reply), err: error }, error.message);
    // A 4xx is the request line's own status; its reason adds nothing a person could not see from it.
  }

  // The request line says 404 with the path; Fastify's own line would repeat the whole URL.
  override routeNotFound(): void {}
}
