/**
 * Where the server's content comes from, set up once from the validated config: the dataset file in memory
 * (embedded default) or the Sanity project. Public page renders read with `read`: the Sanity project's live API
 * through @sanity/client, or in the embedded default the dataset in memory with the query endpoint's own rules,
 * without a request to this server (decision 041). Preview renders read drafts through @sanity/client, which in
 * the embedded default points at this server's query endpoint. @sanity/client (with get-it, undici, rxjs and
 * eventsource: ~380 modules) is loaded only when something reads through it: with a Sanity project, or with preview
 * on (decision 059); an embedded node without preview never loads it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_API_VERSION, SERVER_ONLY_QUERIES } from '@agency/content';
import type { ContentClient } from '@agency/content/client';
import type { ContentServerConfig } from './content-config.ts';
import { openDatasetStore, type DatasetStore } from './dataset-store.ts';
import { answerFromDataset, type QuerySource } from './query-route.ts';

export interface ContentRuntime {
  query: QuerySource;
  store: DatasetStore | null;
  /**
   * Reads published content for the server's own page renders: what the query endpoint would answer (refused and
   * malformed queries throw its 4xx errors), from the live API with a Sanity project.
   */
  read(query: string, params: Record<string, unknown>): Promise<unknown>;
  /**
   * With a Sanity project, the client `read` uses: Sanity's live API, never its CDN (a page rendered right after a
   * publish webhook must show the publish). null in the embedded default, whose reads need no client.
   */
  client(): ContentClient | null;
  /**
   * The client a preview render reads drafts with (`drafts` perspective, live API): in the embedded default this
   * server's own endpoint with `token` (a preview token), with a Sanity project the project with its read token.
   * null when drafts cannot be read (a Sanity project without a token, or the embedded default without preview).
   */
  draftsClient(token: string): ContentClient | null;
  /** After a publish: reads the content again. Resolves false when the last good content stays. */
  refresh(): Promise<boolean>;
  /** Called whenever published content changed. */
  onChange(listener: () => void): void;
  close(): void;
}

/**
 * A content service that is down must fail a render quickly (the last good page is then served), not hold a
 * render slot (site-pages.ts) behind five retries.
 */
const SERVER_REQUESTS = { maxRetries: 1, timeout: 10_000 } as const;

export async function openContentRuntime(
  config: ContentServerConfig,
  options: { log: FastifyBaseLogger; ownOrigin: () => string },
): Promise<ContentRuntime> {
  const listeners: (() => void)[] = [];
  const changed = () => listeners.forEach((listener) => listener());
  const { sanity } = config;
  if (sanity) {
    const { createContentClient } = await import('@agency/content/client');
    // Published content is read without the token (decision 035): a public render or a forwarded browser query can
    // never read drafts, whatever its perspective says. Only a private dataset needs the token for those.
    const project = {
      projectId: sanity.projectId,
      dataset: sanity.dataset,
      apiVersion: sanity.apiVersion,
      token: (sanity.privateDataset && sanity.token) || undefined,
      apiHost: sanity.apiHost ?? undefined,
    };
    // Visitors' browsers' queries (forwarded by the query endpoint) may come from the CDN (SANITY_USE_CDN).
    const forwarding = createContentClient({ ...project, useCdn: sanity.useCdn }).withConfig(SERVER_REQUESTS);
    const rendering = createContentClient({ ...project, useCdn: false }).withConfig(SERVER_REQUESTS);
    const drafts = sanity.token
      ? rendering.withConfig({ perspective: 'drafts', token: sanity.token, useCdn: false })
      : null;
    return {
      query: { kind: 'sanity', client: forwarding },
      store: null,
      read: (query, params) => rendering.fetch(query, params as never),
      client: () => rendering,
      draftsClient: () => drafts,
      refresh: async () => {
        changed();
        return true;
      },
      onChange: (listener) => listeners.push(listener),
      close: () => {},
    };
  }
  const store = await openDatasetStore({
    file: config.datasetFile,
    rebaseSeedDates: config.rebaseSeedDates,
    watch: config.watchDataset,
    log: options.log,
  });
  store.onChange(changed);
  // Preview's drafts client (created on first use: it needs this server's address, known once it listens).
  const clients = config.preview ? await import('@agency/content/client') : null;
  let ownEndpoint: ContentClient | undefined;
  const drafts = (token: string) => {
    if (!clients) return null;
    ownEndpoint ??= clients
      .createContentClient({
        dataset: config.dataset,
        apiVersion: DEFAULT_API_VERSION,
        origin: options.ownOrigin(),
      })
      .withConfig(SERVER_REQUESTS);
    return ownEndpoint.withConfig({ perspective: 'drafts', token });
  };
  return {
    query: { kind: 'embedded', content: () => store.current() },
    store,
    read: (query, params) => answerFromDataset(store.current(), query, params, SERVER_ONLY_QUERIES),
    client: () => null,
    draftsClient: drafts,
    refresh: () => store.reload(),
    onChange: (listener) => listeners.push(listener),
    close: () => store.close(),
  };
}
