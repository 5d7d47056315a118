import { describe, expect, it } from 'vitest';
import { imageProps } from './images.ts';

const image = {
  alt: { en: 'A classroom', zhHant: '課室' },
  asset: { _id: 'image-0123456789abcdef0123456789abcdef01234567-1600x900-jpg', width: 1600, height: 900 },
};

describe('imageProps', () => {
  it('builds embedded URLs under /content/images with Sanity’s parameters and the intrinsic size', () => {
    const props = imageProps({ dataset: 'production', apiVersion: '2025-02-19' }, image, {
      width: 800,
      lang: 'zh-Hant',
    })!;
    expect(props.src).toMatch(
      /^\/content\/images\/embedded\/production\/0123456789abcdef0123456789abcdef01234567-1600x900\.jpg\?/,
    );
    expect(props.src).toContain('w=800');
    expect(props.src).toContain('auto=format');
    expect(props).toMatchObject({ width: 800, height: 450, alt: '課室' });
    expect(props.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual([
      '320w',
      '480w',
      '640w',
      '800w',
      '1080w',
      '1280w',
      '1600w',
    ]);
  });

  it('builds cdn.sanity.io URLs with a project, cropping to an aspect ratio', () => {
    const props = imageProps(
      { projectId: 'abc123', dataset: 'production', apiVersion: '2025-02-19' },
      image,
      {
        width: 400,
        lang: 'en',
        aspectRatio: 1,
        widths: [400],
      },
    )!;
    expect(props.src).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\//);
    expect(props.src).toContain('h=400');
    expect(props.src).toContain('fit=crop');
    expect(props).toMatchObject({ width: 400, height: 400, alt: 'A classroom' });
  });

  it('never asks for more than the original width, and skips an image without an asset', () => {
    const config = { dataset: 'production', apiVersion: '2025-02-19' };
    expect(imageProps(config, image, { width: 4000, lang: 'en' })?.width).toBe(1600);
    expect(imageProps(config, { ...image, asset: null }, { width: 400, lang: 'en' })).toBeUndefined();
  });
});
