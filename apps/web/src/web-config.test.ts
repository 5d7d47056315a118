import { describe, expect, it } from 'vitest';
import { config } from './config.ts';
import { parseWebConfig } from './web-config.ts';

describe('web configuration', () => {
  it('defaults to the embedded content and same-origin forms', () => {
    expect(parseWebConfig({})).toEqual({
      sanityProjectId: null,
      sanityDataset: 'production',
      sanityApiVersion: '2025-02-19',
      sanityApiHost: null,
      formsBaseUrl: '',
      formsPaths: {},
    });
  });

  it('names each invalid variable, so the build fails with a clear message', () => {
    expect(() => parseWebConfig({ VITE_SANITY_DATASET: 'Bad Name', VITE_FORMS_CV_PATH: 'cv' })).toThrow(
      /VITE_SANITY_DATASET must be a Sanity dataset name \(got "Bad Name"\)[\s\S]*VITE_FORMS_CV_PATH must be a path/,
    );
  });

  it('is compiled in by vite.config.ts from the environment', () => {
    expect(config).toEqual(parseWebConfig(process.env));
  });
});
