/**
 * The staff preview's overlays (`@sanity/visual-editing`, lib/visual-editing.tsx) import Sanity UI's stylesheet.
 * With `cssCodeSplit: false` (one stylesheet for the whole site), Vite would merge it into the stylesheet every
 * visitor downloads and every page is restyled with: 7.7 KB of its 55.6 KB, for overlays only staff ever open.
 * In the browser build this plugin turns that import into its own file, linked by the overlays' code when it loads.
 */
import type { Plugin } from 'vite';

const STAFF_ONLY_STYLESHEET = '@sanity/ui/styles.css';
const PREFIX = '\0preview-only-stylesheet:';

export function previewOnlyStylesheet(): Plugin {
  return {
    name: 'preview-only-stylesheet',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer) {
      if (source !== STAFF_ONLY_STYLESHEET) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // A module of JavaScript, not of CSS: its id must not end in `.css`.
      return resolved ? `${PREFIX}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -'.js'.length);
      return [
        `import href from ${JSON.stringify(`${file}?url`)};`,
        `const link = document.createElement('link');`,
        `link.rel = 'stylesheet';`,
        `link.href = href;`,
        `document.head.append(link);`,
      ].join('\n');
    },
  };
}
