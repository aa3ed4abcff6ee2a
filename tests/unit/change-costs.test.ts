// What a change costs, counted from the code and held to what docs/architecture.md ("What a change
// costs") says: the files one writes or edits for a new block, a new CMS-reading public route, a
// new content type, a new admin list page and a new island (tests and docs not counted, nor files a
// script writes from the others: `*.generated.ts` and the Strapi schema JSON of cms/src/components,
// which `npm run build -w shared` and `npm run generate-components -w cms` write).
// Each count is taken from the existing ones, by the project's own conventions and registries:
// - block and content type: the files named after each one that every one of them has (its
//   definition, generated schema, component...), plus every file that lists them all (a registry,
//   a fixture list, a table of labels): a new one joins each such list;
// - public route: each CMS-reading route of the route table, followed from its loader in
//   web/src/routes.tsx through each ContentSource read it calls to the feature module that declares
//   it (a `*-content.server.ts`, found by content.server.ts by its name), plus the content-source
//   interface and content.server.ts when either names the read by hand;
// - admin list page: each plugin page drawn with the admin kit's AdminList from its useAdminList,
//   with the file that registers it and the server side of each admin API path it calls: its list
//   file (server/lists/<name>.ts, found by name), or the route table and controller files.
// - island: its file, and every list of all islands (none since the registry finds them by glob).
// A count above the documented number fails (a new list to keep in step, a new layer); a count
// below it fails too, so the section stays true: change the number there when a cost goes down.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@ironbark/shared/content/site-routes';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE_ROOTS = ['shared/src', 'web/src', 'web/server', 'cms/src', 'cms/config', 'cms/database', 'cms/scripts'];

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' || e.name === 'build' ? [] : walk(full);
    return [full];
  });
}

/** The project's own source files (no tests, no docs), relative to the repository. */
const SOURCES = SOURCE_ROOTS.flatMap((r) => walk(path.join(root, r)))
  .map((f) => path.relative(root, f))
  .filter((f) => /\.(ts|tsx|js|mjs|cjs|json|css)$/.test(f) && !/\.test\.tsx?$|\/tests?\/|\/test-support\/|tsconfig[^/]*\.json$/.test(f))
  .filter((f) => !/\.generated\.ts$/.test(f) && !/^cms\/src\/components\/.+\.json$/.test(f));

const cache = new Map<string, string>();
const read = (file: string) => cache.get(file) ?? (cache.set(file, readFileSync(path.join(root, file), 'utf8')), cache.get(file)!);
const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Cost {
  /** The costliest of the existing ones. */
  name: string;
  files: string[];
}

/**
 * Files named after each instance (a path segment or a file stem equal to its name) that all of them
 * have, as path patterns ('<name>' for the name), and the files naming every one of them.
 */
function namedAndListed(names: readonly string[], { optional = [] as RegExp[] } = {}): { perOne: string[]; lists: string[] } {
  const patterns = names.map((name) => {
    const own = SOURCES.filter((f) => f.split('/').some((part, i, parts) => part === name || (i === parts.length - 1 && part.split('.')[0] === name)));
    return new Set(
      own.map((f) =>
        f
          .split('/')
          .map((part) => (part === name ? '<name>' : part.startsWith(`${name}.`) ? `<name>${part.slice(name.length)}` : part))
          .join('/'),
      ),
    );
  });
  const perOne = [...patterns[0]!].filter((p) => patterns.every((s) => s.has(p)) && !optional.some((o) => o.test(p))).sort();
  const mentions = names.map((name) => new RegExp(`(?<![\\w-])(?:${escape(name)}|${escape(camel(name))})(?![\\w-])`));
  const owned = new Set(names.flatMap((name) => perOne.map((p) => p.replaceAll('<name>', name))));
  const lists = SOURCES.filter((f) => !owned.has(f) && mentions.every((m) => m.test(read(f)))).sort();
  return { perOne, lists };
}

/** The blocks' names, from the list the build writes from their files. */
const blockNames = () => [...readFileSync(path.join(root, 'shared/src/blocks/all-blocks.generated.ts'), 'utf8').matchAll(/from '\.\/([a-z0-9-]+)\.js'/g)].map((m) => m[1]!);

function blockCost(): { perOne: string[]; lists: string[] } {
  const names = blockNames();
  expect(names.length).toBeGreaterThan(10);
  // A CSS Module is the block's choice, not a cost every block pays.
  return namedAndListed(names, { optional: [/\.module\.css$/] });
}

function contentTypeCost(): { perOne: string[]; lists: string[] } {
  const names = Object.keys(CONTENT_TYPE_UIDS).map(kebab);
  return namedAndListed(names);
}

/** An island: its file (web/src/islands/registry.ts finds it by its name), and every list of all islands. */
function islandCost(): string[] {
  const files = SOURCES.filter((f) => /^web\/src\/features\/.+\.island\.tsx?$/.test(f));
  const names = files.map((f) => path.basename(f).split('.')[0]!);
  expect(names.length).toBeGreaterThan(10);
  const mentions = names.map((name) => new RegExp(`(?<![\\w-])(?:${escape(name)}|${escape(camel(name))})(?![\\w-])`));
  const lists = SOURCES.filter((f) => !files.includes(f) && mentions.every((m) => m.test(read(f))));
  return ['web/src/features/<feature>/<name>.island.ts(x)', ...lists];
}

/** The file an import specifier names, from a source file. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@ironbark/shared/')) base = path.join('shared/src', specifier.slice('@ironbark/shared/'.length));
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  base = base.replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((c) => existsSync(path.join(root, c))) ?? null;
}

/** Where a module gets a named import from. */
function importOf(file: string, name: string): string | null {
  for (const m of read(file).matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (
      m[1]!.split(',').some(
        (n) =>
          n
            .trim()
            .split(/\s+as\s+/)
            .pop() === name,
      )
    )
      return resolveImport(file, m[2]!);
  }
  return null;
}

const ROUTES = 'web/src/routes.tsx';
const SOURCE = 'web/src/lib/content-source.ts';
const JOIN = 'web/server/content.server.ts';

/** The features' read modules, which content.server.ts finds by file name (`<feature>/<name>-content.server.ts`). */
const CONTENT_MODULES = SOURCES.filter((f) => /^web\/src\/features\/[^/]+\/[^/]+-content\.server\.ts$/.test(f));

/** The text of the object after `site: ` in a module's `reads` (the reads a loader may make), or ''. */
function siteReadsOf(file: string): string {
  const text = read(file);
  const at = text.indexOf('site: {', text.indexOf('export function reads('));
  if (text.indexOf('export function reads(') < 0 || at < 0) return '';
  let depth = 0;
  for (let i = at + 'site: '.length; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(at, i + 1).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  }
  return '';
}

/** The feature modules whose `reads` give a loader this read (a key of their `site` object). */
function readModulesOf(name: string): string[] {
  return CONTENT_MODULES.filter((f) => new RegExp(`(?<![\\w.])${name}(?=\\s*[:,}])`).test(siteReadsOf(f)));
}

const readsOf = (loader: string) => [...new Set([...loader.matchAll(/source\.(\w+)\(/g)].map((m) => m[1]!))];

/** A public route's entry in web/src/routes.tsx (loader and component) and its loader's text. */
function screenOf(id: string): { entry: string; loader: string } {
  const routes = read(ROUTES);
  const body = routes.slice(routes.indexOf('export function createPublicRoutes'));
  const start = body.search(new RegExp(`\\n    (?:'${escape(id)}'|${escape(id)}): \\{`));
  if (start < 0) throw new Error(`${ROUTES}: no screen for the route "${id}"`);
  const rest = body.slice(start + 1);
  const entry = rest.slice(0, rest.search(/\n {4}(?:'[a-z-]+'|[a-z]+): \{|\n {2}\} satisfies/));
  // The page loader is shared by the CMS's own pages: followed through its name.
  const loaderName = /loader: (\w+)[,\s]/.exec(entry)?.[1];
  const loader = loaderName ? (new RegExp(`const ${loaderName} = guarded\\(([\\s\\S]*?)\\n  \\}\\);`).exec(body)?.[1] ?? '') : entry;
  return { entry, loader };
}

/**
 * The files of one public route that reads the CMS, from its loader to the feature's read: its own
 * reads only (a read another route makes too, such as a CMS page's, is there already for a new one).
 * Null for a route without a read of its own.
 */
function routeFiles(id: string, shared: ReadonlySet<string>): string[] | null {
  const { entry, loader } = screenOf(id);
  const reads = readsOf(loader).filter((name) => !shared.has(name));
  if (reads.length === 0) return null;
  const files = new Set(['shared/src/content/site-routes.ts', ROUTES]);
  const component = /Component: (\w+)/.exec(entry)?.[1];
  const lazy = /import\('(\.\/[^']+)'\)/.exec(entry)?.[1];
  const componentFile = component ? importOf(ROUTES, component) : lazy ? resolveImport(ROUTES, lazy) : null;
  if (!componentFile) throw new Error(`${ROUTES}: the component of the route "${id}" not found`);
  files.add(componentFile);
  const join = read(JOIN);
  for (const name of reads) {
    // A read declared by hand in the content-source interface, or named by content.server.ts (the
    // layout, the redirects, or a feature's read joined by hand): one more place each.
    if (new RegExp(`\\b${name}\\(`).test(read(SOURCE))) files.add(SOURCE);
    if (new RegExp(`\\b${name}\\b`).test(join)) files.add(JOIN);
    const modules = readModulesOf(name);
    expect(modules.length, `${name}: declared by at most one feature's reads`).toBeLessThanOrEqual(1);
    if (modules.length === 0) expect(files.has(JOIN) || files.has(SOURCE), `${name}: read by content.server.ts itself, or by a feature's reads`).toBe(true);
    for (const m of modules) files.add(m);
  }
  return [...files].sort();
}

function routeCost(): Cost {
  const ids: string[] = APP_ROUTES.filter((r) => r.access === 'public' && !('app' in r)).map((r) => r.id);
  // Each read's routes: one made by two routes or more belongs to none of them.
  const byRead = new Map<string, number>();
  for (const id of ids) for (const name of readsOf(screenOf(id).loader)) byRead.set(name, (byRead.get(name) ?? 0) + 1);
  const shared = new Set([...byRead].filter(([, n]) => n > 1).map(([name]) => name));
  const costs = ids.flatMap((id): Cost[] => {
    const files = routeFiles(id, shared);
    return files ? [{ name: id, files }] : [];
  });
  expect(costs.map((c) => c.name)).toEqual(expect.arrayContaining(['resource', 'resources', 'search']));
  return costs.sort((a, b) => b.files.length - a.files.length)[0]!;
}

/**
 * The files of one admin list page: itself, what registers it and the server side of the list it
 * reads (useAdminList's path: its list file, found by name, or a route and controller); and apart,
 * the server side of the actions it calls besides (each path's route table and controller files).
 */
function adminPageFiles(page: string): { list: string[]; actions: string[] } {
  const list = new Set([page]);
  const actions = new Set<string>();
  const adminDir = path.dirname(page);
  const plugin = path.basename(path.dirname(adminDir));
  const stem = path.basename(page).replace(/\.tsx$/, '');
  for (const f of SOURCES.filter((s) => s.startsWith(`${adminDir}/`) && s !== page)) if (read(f).includes(`'./${stem}'`)) list.add(f);
  const serverDir = path.join(path.dirname(adminDir), 'server');
  const routesFile = path.join(serverDir, 'routes.ts');
  const routeTable = [...read(routesFile).matchAll(/\['(GET|POST|PUT|DELETE)', '([^']+)', '(\w+)\.(\w+)'\]/g)].map((m) => ({
    path: m[2]!.replace(/:\w+/g, ':x'),
    controller: m[3]!,
  }));
  const pathShape = (p: string) => p.replace(/\$\{[^}]+\}/g, ':x').replace(/\?.*$/, '');
  // The list's path (useAdminList's), and the paths of the fetch client's calls (get, post, put, del).
  const callsOf = (fn: string) =>
    [...read(page).matchAll(new RegExp(`\\b${fn}\\b(?:<[^(]*>)?\\(\\s*[\`'](\\/[a-z-]+\\/[^\`'\\s]*)[\`']`, 'g'))].map((m) => pathShape(m[1]!)).filter((p) => p.startsWith(`/${plugin}/`));
  const listed = callsOf('useAdminList');
  expect(listed.length, `${page} reads its list with useAdminList`).toBeGreaterThan(0);
  const called = [...listed.map((url) => ({ url, files: list })), ...['get', 'post', 'put', 'del'].flatMap((fn) => callsOf(fn).map((url) => ({ url, files: actions })))];
  const serverFiles = SOURCES.filter((s) => s.startsWith(`${serverDir}/`));
  for (const { url, files } of called) {
    // A list's data: server/lists/<name>.ts answers GET /<plugin>/<name> (withAdminLists finds it by its name).
    const listFile = path.join(serverDir, 'lists', `${url.slice(plugin.length + 2)}.ts`);
    if (files === list && SOURCES.includes(listFile)) {
      files.add(listFile);
      continue;
    }
    const route = routeTable.find((r) => r.path === url.slice(plugin.length + 1));
    if (!route) throw new Error(`${page} calls ${url}, which neither ${routesFile} nor ${serverDir}/lists/ has`);
    files.add(routesFile);
    // The controller: the file whose controllers object has it, and the module its value comes from.
    for (const f of serverFiles) {
      const m = new RegExp(`^\\s+${route.controller}: (\\w+)?`, 'm').exec(read(f));
      if (!m || !/export (const|function) controllers/.test(read(f))) continue;
      files.add(f);
      const from = m[1] && m[1] !== 'async' ? importOf(f, m[1]) : null;
      if (from) files.add(from);
    }
  }
  return { list: [...list].sort(), actions: [...actions].sort() };
}

/** The admin list pages: each plugin menu page drawn with the admin kit's AdminList from its useAdminList. */
function adminListPages(): { name: string; list: string[]; actions: string[] }[] {
  const pages = SOURCES.filter((f) => /^cms\/src\/plugins\/[^/]+\/admin\/[^/]+\.tsx$/.test(f) && /\buseAdminList\b/.test(read(f)) && /<AdminList\b/.test(read(f)) && /<AdminPage\b/.test(read(f)));
  expect(pages.length).toBeGreaterThanOrEqual(5);
  return pages.map((p) => ({ name: p, ...adminPageFiles(p) }));
}

function adminListPageCost(): Cost {
  return adminListPages()
    .map(({ name, list }) => ({ name, files: list }))
    .sort((a, b) => b.files.length - a.files.length)[0]!;
}

/** The costliest action of a list page's own (a row's Restore, a Create): its server side. */
function adminListActionCost(): Cost {
  return adminListPages()
    .map(({ name, actions }) => ({ name, files: actions }))
    .sort((a, b) => b.files.length - a.files.length)[0]!;
}

/** The number architecture.md's "What a change costs" table gives a change (the row's first number). */
function documented(row: string): number {
  const doc = read('docs/architecture.md');
  const section = doc.slice(doc.indexOf('## What a change costs'));
  const m = new RegExp(`^\\| ${escape(row)} \\| (\\d+)`, 'm').exec(section);
  if (!m) throw new Error(`docs/architecture.md, "What a change costs": no row "${row}"`);
  return Number(m[1]);
}

function holds(row: string, files: string[], detail: string) {
  const stated = documented(row);
  const list = `\n${detail}\n  ${files.join('\n  ')}`;
  if (files.length > stated) expect.fail(`${row}: ${files.length} files, more than the ${stated} docs/architecture.md states (a new place to keep in step?)${list}`);
  if (files.length < stated) expect.fail(`${row}: ${files.length} files, fewer than the ${stated} docs/architecture.md states: change the number there${list}`);
}

describe('what a change costs, counted from the code', () => {
  it('a new block: its own files and every list of all blocks', () => {
    const { perOne, lists } = blockCost();
    expect(perOne).toContain('shared/src/blocks/<name>.ts');
    holds('New block', [...perOne, ...lists], 'each block has, and every list of blocks:');
  });

  it('a new public route that reads the CMS: from the route table to the feature that reads', () => {
    // The features' reads are found by their file name: that is what spares a route the lists.
    expect(read(JOIN)).toMatch(/import\.meta\.glob<[^\n]*?>\('\.\.\/src\/features\/\*\/\*-content\.server\.ts'/);
    const { name, files } = routeCost();
    expect(files.some((f) => CONTENT_MODULES.includes(f)), `${name} reads through a feature's content module`).toBe(true);
    holds('New CMS-reading public route', files, `the costliest, "${name}":`);
  });

  it('a new content type: its own files and every list of all content types', () => {
    const { perOne, lists } = contentTypeCost();
    expect(perOne).toContain('cms/src/api/<name>/content-types/<name>/schema.ts');
    holds('New content type', [...perOne, ...lists], 'each content type has, and every list of content types:');
  });

  it('a new admin list page: the page, its registration and its list file', () => {
    const { name, files } = adminListPageCost();
    expect(files.some((f) => /\/server\/lists\/[a-z0-9-]+\.ts$/.test(f)), `${name} reads a list file`).toBe(true);
    holds('New admin list page', files, `the costliest, ${name}:`);
  });

  it('an action of its own on an admin list page: its route and controller', () => {
    const { name, files } = adminListActionCost();
    holds('Action on an admin list page', files, `the costliest, ${name}:`);
  });

  it('a new island: its file, and every list of all islands', () => {
    holds('New island', islandCost(), 'the island file, and every list of islands:');
  });

  it('counts an admin list page that reads its list through the route table: it can fail', () => {
    const fake = 'cms/src/plugins/history/admin/fake-page.tsx';
    const registry = 'cms/src/plugins/history/admin/index.tsx';
    const before = read(registry);
    SOURCES.push(fake);
    cache.set(fake, `const list = useAdminList<{ v: [] }>('/history/versions', { failure: '' });\nexport default () => <AdminPage title="x"><AdminList list={list} /></AdminPage>;`);
    cache.set(registry, `${before}\nconst more = () => import('./fake-page');`);
    try {
      const { name, files } = adminListPageCost();
      expect(name).toBe(fake);
      expect(files).toEqual([registry, fake, 'cms/src/plugins/history/server/controllers.ts', 'cms/src/plugins/history/server/routes.ts'].sort());
      expect(() => holds('New admin list page', files, '')).toThrow(/more than the/);
    } finally {
      SOURCES.pop();
      cache.delete(fake);
      cache.set(registry, before);
    }
  });

  it('counts a read named by hand in content.server.ts or the content-source interface: it can fail', () => {
    const before = { join: read(JOIN), source: read(SOURCE) };
    cache.set(JOIN, `${before.join}\nconst joined = { resources: withTokens(resources.resources) };`);
    cache.set(SOURCE, `${before.source}\nexport interface Declared { resources(query: ResourceListQuery): Promise<ResourceList>; }`);
    try {
      const { name, files } = routeCost();
      expect(name).toBe('resources');
      expect(files).toEqual(expect.arrayContaining([JOIN, SOURCE, 'web/src/features/resources/resource-content.server.ts']));
      expect(() => holds('New CMS-reading public route', files, '')).toThrow(/more than the/);
    } finally {
      cache.set(JOIN, before.join);
      cache.set(SOURCE, before.source);
    }
  });

  it('counts a new list of all blocks: it can fail', () => {
    const before = blockCost();
    const fake = 'web/src/fake-block-labels.ts';
    SOURCES.push(fake);
    cache.set(fake, `export const LABELS = { ${blockNames().map((name) => `'${name}': ''`).join(', ')} };`);
    try {
      const after = blockCost();
      expect(after.lists).toEqual([...before.lists, fake].sort());
      expect(() => holds('New block', [...after.perOne, ...after.lists], '')).toThrow(/more than the/);
    } finally {
      SOURCES.pop();
      cache.delete(fake);
    }
  });
});
