import { describe, expect, it } from 'vitest';
import { isRegionId, REGION_IDS, regionList, regions } from './regions.ts';

describe('regions', () => {
  it('lists every region once, in id order, each under its own id', () => {
    expect(regionList.map((region) => region.id)).toEqual([...REGION_IDS]);
    for (const id of REGION_IDS) expect(regions[id].id).toBe(id);
  });

  it('tells region ids from other values', () => {
    expect(isRegionId('macau')).toBe(true);
    expect(isRegionId('Macau')).toBe(false);
    expect(isRegionId(undefined)).toBe(false);
  });
});
