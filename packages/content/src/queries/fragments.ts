/**
 * Shared projections. Localised fields are returned whole ({ en, zhHant }); pick a language with `localize`.
 * Images come with their asset's id and intrinsic size so pages can reserve space and build srcsets.
 */
export const imageFields = /* groq */ `
  _type,
  alt,
  hotspot,
  crop,
  "asset": asset->{
    _id,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height,
    "lqip": metadata.lqip
  }
`;
