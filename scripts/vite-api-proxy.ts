// `pnpm dev` only: a Vite dev server (the site on 5173, the staff area on 5174) stands in front of the API server
// on port 3000. The API takes state-changing requests only from its own origin (SITE_ORIGIN, or itself on a
// loopback address), never judged by the Host header, so a request sent by the dev server's own page is passed on
// as coming from the API's origin. A request from any other origin keeps its Origin and is refused as usual.

// Structural types: this file sits outside the apps and cannot import Vite's own (it only configures its proxy).
type ProxiedRequest = { headers: { origin?: string } };
type ProxyServer = {
  on(
    event: 'proxyReq',
    listener: (
      proxyRequest: { setHeader(name: string, value: string): void },
      request: ProxiedRequest,
    ) => void,
  ): unknown;
};

export const API_DEV_ORIGIN = 'http://127.0.0.1:3000';

export function apiProxy(devPort: number) {
  const devOrigins = new Set([`http://localhost:${devPort}`, `http://127.0.0.1:${devPort}`]);
  return {
    target: API_DEV_ORIGIN,
    configure: (proxy: ProxyServer) =>
      proxy.on('proxyReq', (proxyRequest, request) => {
        if (devOrigins.has(String(request.headers.origin))) proxyRequest.setHeader('origin', API_DEV_ORIGIN);
      }),
  };
}
