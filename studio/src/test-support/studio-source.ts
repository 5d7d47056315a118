// The studio's configured source (tools, schema, structure) built offline for tests: a signed-in administrator and
// a client that is never called over the network.
import { createSourceFromConfig, type SanityClient } from 'sanity';
import config from '../../sanity.config.ts';

export function studioSource() {
  const client = {
    withConfig: () => client,
    config: () => ({
      projectId: 'placeholder',
      dataset: 'production',
      apiVersion: '2025-02-19',
      url: 'https://placeholder.api.sanity.io/v1',
    }),
  };
  return createSourceFromConfig({
    ...config,
    currentUser: { id: 'test', name: 'Test', email: 'test@test.invalid', role: 'administrator', roles: [] },
    getClient: () => client as unknown as SanityClient,
  });
}
