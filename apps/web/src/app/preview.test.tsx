import { render } from '@testing-library/react';
import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute';
import { describe, expect, it } from 'vitest';
import { documentLocations, mainDocuments } from './document-locations.ts';
import { EditTarget, PreviewContext, editAttribute, inPresentationTool } from '../lib/preview.tsx';

describe('edit targets (click-to-edit in the Presentation tool)', () => {
  it('write what @sanity/visual-editing’s createDataAttribute writes, under the published id', () => {
    const attribute = editAttribute({ id: 'drafts.vacancy-1', type: 'vacancy' }, 'title.zhHant');
    const library = createDataAttribute({ id: 'vacancy-1', type: 'vacancy', baseUrl: '/' });
    expect(attribute).toBe(library('title.zhHant'));
  });

  it('are only in preview: a visitor’s HTML has no data-sanity attribute', () => {
    const tree = (preview: boolean) => (
      <PreviewContext value={preview}>
        <h1>
          <EditTarget document={{ _id: 'vacancy-1' }} type="vacancy" path="title.en">
            Teacher
          </EditTarget>
        </h1>
      </PreviewContext>
    );
    expect(render(tree(false)).container.innerHTML).toBe('<h1>Teacher</h1>');
    expect(render(tree(true)).container.innerHTML).toBe(
      '<h1><span data-sanity="id=vacancy-1;type=vacancy;path=title.en;base=%2F">Teacher</span></h1>',
    );
  });
});

describe('the overlays', () => {
  it('load only inside the Presentation tool: in its frame or a window it opened', () => {
    expect(inPresentationTool()).toBe(false);
    const opener = Object.getOwnPropertyDescriptor(window, 'opener');
    Object.defineProperty(window, 'opener', { value: {}, configurable: true });
    try {
      expect(inPresentationTool()).toBe(true);
    } finally {
      if (opener) Object.defineProperty(window, 'opener', opener);
    }
  });
});

describe('document locations (the Presentation tool’s "used on" list)', () => {
  it('lists a vacancy’s page and the list, in both languages', () => {
    expect(documentLocations('vacancy', { title: 'ESL Teacher', slug: 'esl-teacher' })).toEqual([
      { title: 'ESL Teacher (English)', href: '/Vacancies/esl-teacher' },
      { title: 'ESL Teacher (中文)', href: '/zh-hant/Vacancies/esl-teacher' },
      { title: 'Vacancies (English)', href: '/Vacancies' },
      { title: 'Vacancies (中文)', href: '/zh-hant/Vacancies' },
    ]);
    expect(documentLocations('vacancy', { title: 'No address yet' })).toEqual([]);
  });

  it('maps a guide to its page, and every other type to the pages showing it', () => {
    expect(documentLocations('destinationGuide', { slug: 'hong-kong' })[1]?.href).toBe(
      '/zh-hant/DestinationGuides/HongKong',
    );
    expect(documentLocations('testimonial', {}).map((l) => l.href)).toEqual(['/Reviews', '/zh-hant/Reviews']);
    expect(documentLocations('siteSettings', {}).map((l) => l.href)).toContain('/zh-hant');
    expect(documentLocations('unknownType', {})).toEqual([]);
  });

  it('names each page’s main document by route', () => {
    expect(mainDocuments.map((d) => d.route)).toEqual(
      expect.arrayContaining(['/Vacancies/:slug', '/zh-hant/Vacancies/:slug', '/DestinationGuides/Macau']),
    );
  });
});
