// The web's feature boundaries, as an ESLint rule of this repository (eslint.config.mjs turns it
// on; tests/unit/lint-boundaries.test.ts proves it on fixtures). Imports are resolved by their
// path alone (no file system), so the rule judges code that does not exist yet, as in the test.
// - A feature (web/src/features/<name>/) imports another feature only through its public entry:
//   index.ts (browser-safe) or index.server.ts (server code).
// - web/server/ (the HTTP shell) imports features only through those same entries.
// - A feature imports from web/server/ only the shell's infrastructure for features
//   (SHELL_FOR_FEATURES); types from any shell module (erased, so no runtime dependency); tests may
//   set up with any of it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = path.join(root, 'web', 'src', 'features');
const SERVER = path.join(root, 'web', 'server');

/** The web/server modules a feature may import values from: logging, the CMS client, cache tags, cookies, CSRF, HTTP cache headers, metrics, secrets, content errors, brand facts. */
export const SHELL_FOR_FEATURES = [
  'brand.server',
  'cms-client.server',
  'content-api.server',
  'content-tags.server',
  'cookies.server',
  'csrf.server',
  'http-cache.server',
  'log.server',
  'metrics.server',
  'secrets.server',
];

const PUBLIC_ENTRIES = new Set(['index', 'index.server']);

function inside(dir, file) {
  const rel = path.relative(dir, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : null;
}

/** The feature a file belongs to, or null. */
function featureOf(file) {
  const rel = inside(FEATURES, file);
  return rel ? rel.split(path.sep)[0] : null;
}

function withoutExtension(file) {
  return file.replace(/\.(m?js|jsx|tsx?)$/, '');
}

/** Is `target` (resolved, without extension) the public entry of its feature, or the feature's folder itself? */
function isPublicEntry(target) {
  const parts = inside(FEATURES, target).split(path.sep);
  return parts.length === 1 || (parts.length === 2 && PUBLIC_ENTRIES.has(parts[1]));
}

const isTest = (file) => /\.test\.[jt]sx?$/.test(file) || file.split(path.sep).includes('test-support');

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other, and web/server imports features, only through their public entries.' },
    schema: [],
    messages: {
      featureInternal:
        "Feature '{{from}}' imports '{{source}}', an internal file of feature '{{to}}': import its public entry ('{{to}}/index' or '{{to}}/index.server') instead.",
      serverInternal: "web/server imports '{{source}}', an internal file of feature '{{to}}': import its public entry ('{{to}}/index' or '{{to}}/index.server') instead.",
      shellModule:
        "Feature '{{from}}' imports '{{source}}' from web/server: a feature imports values only from the shell's modules for features ({{allowed}}); move what it needs into the feature or web/src/lib.",
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = featureOf(file);
    const inServer = inside(SERVER, file) !== null;
    if (!from && !inServer) return {};
    const dir = path.dirname(file);

    function check(node, source, typeOnly) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = withoutExtension(path.resolve(dir, source));
      const to = featureOf(target);
      if (to && to !== from && !isPublicEntry(target)) {
        context.report({ node, messageId: from ? 'featureInternal' : 'serverInternal', data: { from, to, source } });
        return;
      }
      if (from && !typeOnly && !isTest(file)) {
        const shell = inside(SERVER, target);
        if (shell && !SHELL_FOR_FEATURES.includes(shell)) {
          context.report({ node, messageId: 'shellModule', data: { from, source, allowed: SHELL_FOR_FEATURES.join(', ') } });
        }
      }
    }

    const typeOnlyImport = (node) =>
      node.importKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

    return {
      ImportDeclaration: (node) => check(node, node.source.value, typeOnlyImport(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type' || typeOnlyImport(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
