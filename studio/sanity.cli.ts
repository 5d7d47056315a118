import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'placeholder',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // Auto-updates fetch at build time and fail offline.
  deployment: { autoUpdates: false },
  // `sanity deploy` asks for a hostname (<name>.sanity.studio) unless SANITY_STUDIO_HOSTNAME names one.
  studioHost: process.env.SANITY_STUDIO_HOSTNAME || undefined,
  // `pnpm --filter @agency/studio run typegen` extracts the schema and types every defineQuery in packages/content.
  typegen: {
    path: '../packages/content/src/queries/*.ts',
    // The staleness check (scripts/check-typegen.ts) points these at a scratch folder.
    schema: process.env.TYPEGEN_SCHEMA || 'schema.json',
    generates: process.env.TYPEGEN_OUT || '../packages/content/src/sanity.types.ts',
    // Types `client.fetch(query)` by the query (@sanity/client's SanityQueries); packages/content depends on it.
    overloadClientMethods: true,
  },
});
