import type { AllSanitySchemaTypes } from './sanity.types.ts';

type SchemaTypeName = Extract<AllSanitySchemaTypes, { _type: string }>['_type'];

/**
 * The document types the site shows. A publish webhook for any other type changes nothing on the site.
 * (Checked against the generated schema types: a renamed type fails typechecking here.)
 */
export const SITE_DOCUMENT_TYPES = [
  'siteSettings',
  'vacancy',
  'testimonial',
  'destinationGuide',
  'partnerLogo',
  'classPhoto',
  'eligibilityRoute',
  'sanity.imageAsset',
] as const satisfies readonly SchemaTypeName[];

export function isSiteDocumentType(type: unknown): boolean {
  return (SITE_DOCUMENT_TYPES as readonly unknown[]).includes(type);
}
