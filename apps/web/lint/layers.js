/**
 * ESLint rule `web/layers`: imports inside apps/web/src run one way only, shared → features → app
 * (see docs/architecture.md). A feature may use shared code and its own files; app may use anything.
 * Written here rather than taken from eslint-plugin-import-x / -boundaries: the check is a path comparison that
 * needs no module resolver, and the repo gains no dependency (decision 009).
 */
import path from 'node:path';

const srcDir = path.resolve(import.meta.dirname, '../src');
/** Files at the top of src that assemble the app (the browser and prerender entries, and their tests) are app layer. */
const appEntries = new Set(['main.tsx', 'entry-prerender.tsx']);
const rank = { shared: 0, feature: 1, app: 2 };

/** The layer of a file in apps/web/src (null outside it): `app/`, `features/<name>/`, or shared (the rest). */
export function layerOf(file) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  if (top === 'app' || appEntries.has(top.replace(/\.test\.tsx?$/, '.tsx'))) return { layer: 'app' };
  if (top === 'features') return { layer: 'feature', feature: name };
  return { layer: 'shared' };
}

function wrongWay(from, to) {
  if (rank[to.layer] > rank[from.layer])
    return `${from.layer} code must not import from the ${to.layer} layer`;
  if (from.layer === 'feature' && to.layer === 'feature' && from.feature !== to.feature) {
    return `feature "${from.feature}" must not import from feature "${to.feature}" (compose them in app/)`;
  }
  return null;
}

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports in apps/web/src run shared → features → app' },
    messages: { wrongWay: '{{reason}}: {{specifier}}' },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source.value));
      const reason = to && wrongWay(from, to);
      if (reason)
        context.report({ node: source, messageId: 'wrongWay', data: { reason, specifier: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const webLayersPlugin = { rules: { layers: layersRule } };
