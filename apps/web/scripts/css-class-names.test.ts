import { describe, expect, it } from 'vitest';
import { shortClassName } from './css-class-names.ts';

describe('CSS module class names', () => {
  const file = `${import.meta.dirname}/../src/components/ui/section.module.css`;
  const css = '.section { padding: 1rem; }\n.heading { margin: 0; }\n.section > .intro { color: red; }';

  it('are short identifiers: the module prefix and the class place in the module', () => {
    const section = shortClassName('section', file, css);
    expect(section).toMatch(/^_[A-Za-z0-9_-]{4}0$/);
    expect(shortClassName('heading', file, css)).toBe(`${section.slice(0, 5)}1`);
    expect(shortClassName('intro', file, css)).toBe(`${section.slice(0, 5)}2`);
    expect(shortClassName('fade', file, `${css}\n@keyframes fade { to { opacity: 1; } }`)).toBe(
      `${section.slice(0, 5)}3`,
    );
  });

  it('depend only on the module path and source (the browser and server builds agree)', () => {
    expect(shortClassName('heading', `${file}?used`, css)).toBe(shortClassName('heading', file, css));
    const other = shortClassName('heading', file.replace('section', 'page-hero'), css);
    expect(other.slice(0, 5)).not.toBe(shortClassName('heading', file, css).slice(0, 5));
  });
});
