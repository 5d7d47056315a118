import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageProps, snapImageWidth } from './images.ts';

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
        width: 480,
        lang: 'en',
        aspectRatio: 1,
        widths: [480],
      },
    )!;
    expect(props.src).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\//);
    expect(props.src).toContain('h=480');
    expect(props.src).toContain('fit=crop');
    expect(props).toMatchObject({ width: 480, height: 480, alt: 'A classroom' });
  });

  it('never asks for more than the original width, and skips an image without an asset', () => {
    const config = { dataset: 'production', apiVersion: '2025-02-19' };
    expect(imageProps(config, image, { width: 4000, lang: 'en' })?.width).toBe(1600);
    expect(imageProps(config, { ...image, asset: null }, { width: 400, lang: 'en' })).toBeUndefined();
  });

  it('asks only for the widths the image server allows (others snap to the nearest)', () => {
    const config = { dataset: 'production', apiVersion: '2025-02-19' };
    const props = imageProps(config, image, { width: 700, lang: 'en', widths: [500, 810, 1300] })!;
    const asked = props.srcSet
      .split(', ')
      .map((entry) => Number(new URL(entry.split(' ')[0]!, 'http://x').searchParams.get('w')));
    expect(asked).toEqual([480, 640, 800, 1280]);
    expect(asked.every((w) => IMAGE_WIDTHS.includes(w))).toBe(true);
    expect(props.width).toBe(640);
  });

  it('snaps a width to the nearest allowed one, never past the original', () => {
    expect(snapImageWidth(1000, 4000)).toBe(960);
    expect(snapImageWidth(400, 4000)).toBe(480);
    expect(snapImageWidth(3000, 1500)).toBe(1500);
    expect(snapImageWidth(1400, 1500)).toBe(1500);
    expect(snapImageWidth(1, 4000)).toBe(240);
  });
});
