/**
 * Shared projections. Localised fields are returned whole ({ en, zhHant }); pick a language with `localize`.
 * Images come with their asset's id and intrinsic size so pages can reserve space and build srcsets. Not the
 * asset's blurred preview (metadata.lqip): the site does not show it, and every page would carry ~600 bytes of
 * base64 per image in its HTML (issue 14).
 */
export const imageFields = /* groq */ `
  _type,
  alt,
  hotspot,
  crop,
  "asset": asset->{
    _id,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height
  }
`;
