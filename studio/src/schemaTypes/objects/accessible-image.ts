import { defineField, defineType, type Rule } from 'sanity';

const hasAsset = (value: unknown) =>
  !value || Boolean((value as { asset?: unknown }).asset) || 'Upload a picture.';

/** Validation for a required image field (a field's own rule replaces the type's, so it repeats the asset check). */
export const requiredImage = (rule: Rule) => [rule.required(), rule.custom(hasAsset).error()];

/** An image with the text a screen reader reads out instead of it. */
export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Description for screen readers',
      description: 'Say what the picture shows, in one sentence, e.g. "A teacher reading with three pupils".',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
  ],
  // A description without a picture is not an image: an empty field is fine, a half-filled one is not.
  validation: (rule) => rule.custom(hasAsset).error(),
});
