import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes, singletonTypes } from './src/schemaTypes/index.ts';
import { structure } from './src/structure.ts';
import { sitePresentationTool } from './src/tools/presentation.ts';
import { staffInboxTool } from './src/tools/staff-inbox-tool.ts';

const singletonActions = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'Agency content',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'placeholder',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [
    structureTool({ structure }),
    // The site beside the form, in preview mode (drafts, click-to-edit); the site's STUDIO_ORIGIN names this Studio.
    sitePresentationTool(
      process.env.SANITY_STUDIO_PREVIEW_ORIGIN ||
        process.env.SANITY_STUDIO_SITE_ORIGIN ||
        'http://localhost:3000',
    ),
    visionTool({ defaultApiVersion: '2025-02-19' }),
    // The website's public origin; its staff inbox is at /staff.
    staffInboxTool({ siteOrigin: process.env.SANITY_STUDIO_SITE_ORIGIN || 'http://localhost:3000' }),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => [
      // Singletons are opened from the pinned item, never created again.
      ...templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
      {
        id: 'vacancy-in-region',
        title: 'Vacancy in a region',
        schemaType: 'vacancy',
        parameters: [{ name: 'region', type: 'string' }],
        value: (params: { region: string }) => ({
          region: params.region,
          filled: false,
          employmentType: 'full-time',
        }),
      },
    ],
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(({ action }) => action && singletonActions.has(action))
        : actions,
  },
});
