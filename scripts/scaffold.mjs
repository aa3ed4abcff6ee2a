// `npm run scaffold -- <kind> ...`: writes the smallest working block, public route, content type or
// admin list page, following the conventions docs/architecture.md ("What a change costs") counts,
// so a new one starts from files that build, typecheck and run rather than from a copy of a
// neighbour with its particulars still in it. It never overwrites: a name already taken stops it
// before anything is written. It prints the files it wrote or edited and the commands to run next.
//
//   npm run scaffold -- block <kebab-name>
//   npm run scaffold -- route <kebab-name>
//   npm run scaffold -- content-type <kebab-name> [--history] [--checks page|resource|form]
//   npm run scaffold -- admin-list <plugin> <kebab-name>
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const USAGE = `Usage:
  npm run scaffold -- block <kebab-name>
  npm run scaffold -- route <kebab-name>
  npm run scaffold -- content-type <kebab-name> [--history] [--checks page|resource|form]
  npm run scaffold -- admin-list <plugin> <kebab-name>`;

class ScaffoldError extends Error {}

const fail = (message) => {
  throw new ScaffoldError(message);
};

const abs = (file) => path.join(root, file);
const read = (file) => readFileSync(abs(file), 'utf8');
const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (kebab) => camel(kebab).replace(/^./, (c) => c.toUpperCase());
/** "opening-hours" as editors read it: "Opening hours". */
const words = (kebab) => kebab.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
/** An object key as the formatter writes it: quoted only when it has to be. */
const key = (name) => (/^[a-z_$][\w$]*$/i.test(name) ? name : `'${name}'`);

function checkName(name, what) {
  if (!name) fail(`Give the ${what} a name.\n${USAGE}`);
  // Kebab case: it becomes a file name, a Strapi UID or a URL segment, and its camel-case form an identifier.
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(name)) fail(`"${name}": a ${what} name is lower-case words and digits joined by hyphens (e.g. opening-hours).`);
  if (name.length > 40) fail(`"${name}": at most 40 characters.`);
}

/**
 * The files are all checked before the first is written, and each edit is worked out in full
 * first too (an anchor that is not there stops it), so a refused scaffold leaves nothing behind.
 */
function commit(plan) {
  for (const { file } of plan.write) if (existsSync(abs(file))) fail(`${file} exists already: nothing was written (choose another name).`);
  for (const { file, content } of plan.write) {
    mkdirSync(path.dirname(abs(file)), { recursive: true });
    writeFileSync(abs(file), content);
  }
  for (const { file, content } of plan.edit) writeFileSync(abs(file), content);
  const lines = [...plan.write.map((w) => `  wrote  ${w.file}`), ...plan.edit.map((e) => `  edited ${e.file}`)];
  console.log(`${plan.title}\n${lines.join('\n')}\n\nNext:\n${plan.next.map((n) => `  ${n}`).join('\n')}`);
}

/** `text` with `insert` put before the one place `anchor` is (an error naming the file when it is not there once). */
function insertBefore(file, text, anchor, insert) {
  const at = text.indexOf(anchor);
  if (at < 0 || text.indexOf(anchor, at + 1) >= 0) fail(`${file}: expected "${anchor.trim()}" once; it has changed, so add the lines by hand.`);
  return text.slice(0, at) + insert + text.slice(at);
}

// ---------------------------------------------------------------------------------------------
// Block: its definition and fixture in shared/, and its component in the web (found by glob).

function block(name) {
  checkName(name, 'block');
  const definition = `shared/src/blocks/${name}.ts`;
  const component = `web/src/features/page-builder/blocks/${name}.tsx`;
  const blocksDir = abs('shared/src/blocks');
  // A fixture's id is unique among the fixtures (the gallery and the tests key blocks by it).
  const ids = readdirSync(blocksDir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(path.join(blocksDir, f), 'utf8').matchAll(/^ {2}id: (\d+),$/gm)].map((m) => Number(m[1])));
  const id = Math.max(0, ...ids.filter((n) => n < 500)) + 1;
  // A glyph of its own in the block picker: the first icon whose glyph no block draws yet (several
  // names draw one glyph: shared/src/schema/admin-icons.ts).
  const glyphs = Object.fromEntries([...read('shared/src/schema/admin-icons.ts').matchAll(/^ {2}(\w+): '(\w+)',$/gm)].map((m) => [m[1], m[2]]));
  const taken = new Set(
    readdirSync(blocksDir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => [...readFileSync(path.join(blocksDir, f), 'utf8').matchAll(/^ {2}icon: '(\w+)',$/gm)].map((m) => glyphs[m[1]])),
  );
  const icon = Object.keys(glyphs).find((n) => !taken.has(glyphs[n]));
  if (!icon) fail('every glyph of the block picker is taken: choose an icon by hand.');
  const c = camel(name);
  const label = words(name);
  commit({
    title: `Block "${name}" (blocks.${name}):`,
    write: [
      {
        file: definition,
        content: `// ${label}: a heading and a short paragraph. Written by \`npm run scaffold -- block ${name}\`: give it
// the fields it needs, a description that tells editors when to use it, and a realistic example.
import { defineBlock } from '../schema/define.js';
import { string, text } from '../schema/fields.js';

export const ${c}Block = defineBlock({
  name: '${name}',
  displayName: '${label}',
  icon: '${icon}',
  description: 'Use it for a heading with a short paragraph under it. Say here when editors should choose it.',
  fields: {
    heading: string({ label: 'Heading', required: true, max: 120, width: 12 }),
    text: text({ label: 'Text', max: 600, width: 12 }),
  },
  example: {
    id: ${id},
    heading: 'Support when you need it',
    text: 'Our Sydney operations centre answers every call, day and night, and a named engineer follows each one through.',
  },
});
`,
      },
      {
        file: component,
        content: `// The ${label.toLowerCase()} block (blocks.${name}, shared/src/blocks/${name}.ts): a section with its heading and text.
import { Editable } from '../../../ui/editable';
import { Section } from '../../../ui/section';
import type { BlockProps } from './block-props';

export default function ${pascal(name)}Block({ block }: BlockProps<'blocks.${name}'>) {
  // In an editor's preview each field carries its path, so a click opens it in the edit view;
  // an empty optional text draws nothing.
  return (
    <Section heading={block.heading} headingId={\`${name}-\${block.id}\`}>
      <Editable as="p" field="text">{block.text}</Editable>
    </Section>
  );
}
`,
      },
    ],
    edit: [],
    next: [
      'npm run build -w shared            (the block list, shared/src/blocks/all-blocks.generated.ts)',
      'npm run generate-components -w cms (its Strapi component schema)',
      `and its CMS-shaped fixture in web/src/features/page-builder/blocks/test-support/cms-block-fixtures.ts for the web's block tests`,
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Public route: the route table's entry, its screen in routes.tsx, the route component and the
// feature's read (found by content.server.ts by its file name).

function route(name) {
  checkName(name, 'route');
  const table = 'shared/src/content/site-routes.ts';
  const routes = 'web/src/routes.tsx';
  const feature = `web/src/features/${name}`;
  const routeFile = `${feature}/${name}-route.tsx`;
  const contentFile = `${feature}/${name}-content.server.ts`;
  const c = camel(name);
  const readName = `${c}Content`;
  const Component = `${pascal(name)}Route`;

  const tableText = read(table);
  if (new RegExp(`id: '${name}'`).test(tableText)) fail(`${table}: a route "${name}" exists already.`);
  if (new RegExp(`path: '/${name}'`).test(tableText)) fail(`${table}: the path /${name} is taken.`);
  if (existsSync(abs(feature))) fail(`${feature} exists already: choose another name.`);
  // A read's name is one in the whole content source (content.server.ts stops at start-up on a second).
  const features = readdirSync(abs('web/src/features'));
  for (const f of features) {
    for (const file of readdirSync(abs(`web/src/features/${f}`)).filter((x) => x.endsWith('-content.server.ts'))) {
      if (new RegExp(`\\b${readName}\\b`).test(read(`web/src/features/${f}/${file}`))) fail(`The read ${readName} exists already (web/src/features/${f}/${file}).`);
    }
  }
  const routesText = read(routes);
  if (new RegExp(`\\b${Component}\\b`).test(routesText)) fail(`${routes} names ${Component} already.`);

  // Public, before the '*' entry (React Router ranks by path, but the table reads top down).
  const newTable = insertBefore(table, tableText, "  { id: 'page', path: '*'", `  { id: '${name}', path: '/${name}', access: 'public', params: [] },\n`);
  let newRoutes = insertBefore(
    routes,
    routesText,
    "import { searchFacetFrom } from '@ironbark/shared/search/facets';\n",
    `import { ${Component} } from './features/${name}/${name}-route';\n`,
  );
  newRoutes = insertBefore(
    routes,
    newRoutes,
    '    page: { loader: pageLoader, Component: PageRoute },\n',
    `    ${key(name)}: {\n      loader: guarded(() => source.${readName}()),\n      Component: ${Component},\n    },\n`,
  );

  const doc = 'docs/architecture.md';
  const docText = read(doc);
  const mapEnd = docText.indexOf('\n\nBeside the features:');
  if (mapEnd < 0) fail(`${doc}: the folder map of web/src/features has changed; add the route's line by hand.`);
  const newDoc = `${docText.slice(0, mapEnd)}\n| \`${feature}/\` | the /${name} route and its read (\`npm run scaffold -- route ${name}\`) |${docText.slice(mapEnd)}`;

  commit({
    title: `Route "${name}" (/${name}):`,
    write: [
      {
        file: contentFile,
        content: `// What /${name} reads from the CMS. Written by \`npm run scaffold -- route ${name}\`: it starts
// with the site's name from the global settings; read what the route needs instead, with the
// cache tags of the content types it reads, so a publish of any of them drops it.
import { z } from 'zod';
import { singleSchema } from '@ironbark/shared/content/strapi-envelope';
import type { ContentCache } from '../../../server/cache.server.js';
import type { CmsClient } from '../../../server/cms-client.server.js';
import type { ContentContext } from '../../../server/content.server.js';

/** Only the fields the route shows: a read asks the CMS for no more than it uses. */
const ${c}Schema = singleSchema(z.object({ siteName: z.string() }));

export interface ${pascal(name)}Content {
  siteName: string;
}

export function ${c}Content(cms: CmsClient, cache: ContentCache) {
  return {
    ${readName}(): Promise<${pascal(name)}Content> {
      // Tagged 'global': publishing the global settings drops it.
      return cache.get('${name}', ['global'], async () => {
        const res = await cms.get('/api/global', { fields: ['siteName'] }, ${c}Schema);
        return { siteName: res.data.siteName };
      });
    },
  };
}

/** The route's reads on the site's content source (web/server/content.server.ts gathers them). */
export function reads({ cms, cache, withTokens }: ContentContext) {
  const content = ${c}Content(cms, cache);
  return { site: { ${readName}: withTokens(content.${readName}) } };
}

type ${pascal(name)}SiteReads = ReturnType<typeof reads>['site'];
declare module '../../lib/content-source.js' {
  interface SiteReads extends ${pascal(name)}SiteReads {}
}
`,
      },
      {
        file: routeFile,
        content: `// /${name}: rendered on the server from what its loader read (${name}-content.server.ts).
import { useLoaderData } from 'react-router-dom';
import type { ContentSource } from '../../lib/content-source';
import { SeoHead } from '../seo/index';

type ${pascal(name)}Data = Awaited<ReturnType<ContentSource['${readName}']>>;

export function ${Component}() {
  const { siteName } = useLoaderData() as ${pascal(name)}Data;
  return (
    <>
      <SeoHead title={\`${words(name)} | \${siteName}\`} description={\`${words(name)} at \${siteName}.\`} path="/${name}" />
      <section className="section">
        <div className="container">
          <h1>${words(name)}</h1>
          <p>{siteName}</p>
        </div>
      </section>
    </>
  );
}
`,
      },
    ],
    edit: [
      { file: table, content: newTable },
      { file: routes, content: newRoutes },
      // Docs, not code (not a cost): the folder map names every feature folder (tests/unit/architecture-doc.test.ts).
      { file: doc, content: newDoc },
    ],
    next: [
      'npm run build -w shared (the route table the web and the CMS read)',
      'npm run build -w web',
      `and say what ${feature}/ holds on its line of docs/architecture.md's folder map`,
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Content type: its definition in shared/ and its rows in content-type-uids.ts; the CMS's files
// are written by generate-components.

const CHECK_KINDS = ['page', 'resource', 'form'];

function contentType(name, flags) {
  checkName(name, 'content type');
  const definition = `shared/src/content/${name}.ts`;
  const uids = 'shared/src/content/content-type-uids.ts';
  const c = camel(name);
  const uid = `api::${name}.${name}`;
  const uidsText = read(uids);
  if (existsSync(abs(definition))) fail(`${definition} exists already: choose another name.`);
  if (existsSync(abs(`cms/src/api/${name}`))) fail(`cms/src/api/${name} exists already: choose another name.`);
  if (new RegExp(`^ {2}${key(c)}: `, 'm').test(uidsText) || uidsText.includes(`'${uid}'`)) fail(`${uids}: the content type "${c}" exists already.`);
  const { history, checks } = flags;
  if (checks !== false && !CHECK_KINDS.includes(checks)) fail(`--checks takes one of ${CHECK_KINDS.join(', ')}.`);
  if (checks === 'form') fail("--checks form: the form rule set checks the form builder's own fields (its questions, consent and routing), which a new type does not have; join it by hand, or choose page or resource.");
  const label = words(name);
  // Checks run when a document is published, and history keeps a version at each publish: a type
  // that joins either has drafts.
  const drafts = history || checks !== false;

  let text = insertBefore(uids, uidsText, '} as const;\n\nexport type ContentTypeName', `  ${key(c)}: '${uid}',\n`);
  // Nobody reads it through the REST API until its route or screen says who should.
  text = insertBefore(uids, text, '};\n\nconst NAMES', `  ${key(c)}: { site: false, public: [], webToken: [], staff: [] },\n`);
  text = insertBefore(
    uids,
    text,
    '};\n\n/** The UIDs of the content types that join a plugin',
    `  ${key(c)}: { label: '${label}', single: false, history: ${history}, scheduling: false, checks: ${checks === false ? 'false' : `'${checks}'`}, audit: false },\n`,
  );

  // The fields the chosen rule set reads (content-checks: a page's path and search settings, a
  // resource's address, excerpt and search title and description); without them its checks refuse.
  const FIELDS = {
    none: { imports: { fields: ['string', 'text'] }, lines: ["    summary: text({ label: 'Summary', max: 600, width: 12 }),"] },
    page: {
      imports: { fields: ['component', 'string'], patterns: ['PAGE_PATH_PATTERN'], seo: ['seoComponent'] },
      lines: [
        '    path: string({',
        "      label: 'Path',",
        '      required: true,',
        '      unique: true,',
        '      max: 200,',
        '      pattern: PAGE_PATH_PATTERN,',
        "      patternMessage: 'Start with / and use letters, digits and hyphens, e.g. /news/wagga-cut-over',",
        '    }),',
        "    seo: component(seoComponent, { required: true, label: 'Search and sharing' }),",
      ],
    },
    resource: {
      imports: { fields: ['string', 'text', 'uid'], patterns: ['SLUG_PATTERN'], seo: ['SEO_LIMITS'] },
      lines: [
        '    slug: uid({',
        "      label: 'Address',",
        "      targetField: 'title',",
        '      max: 100,',
        '      pattern: SLUG_PATTERN,',
        "      patternMessage: 'Use lower-case letters, digits and hyphens, e.g. wagga-cut-over',",
        '    }),',
        "    excerpt: text({ label: 'Excerpt', max: 320, width: 12 }),",
        "    metaTitle: string({ label: 'Search title', max: SEO_LIMITS.title, width: 12 }),",
        "    metaDescription: text({ label: 'Search description', max: SEO_LIMITS.description }),",
      ],
    },
  }[checks || 'none'];
  const fieldImports = [...new Set(['string', ...FIELDS.imports.fields])].sort();
  const imports = [
    "import { defineContentType } from '../schema/content-type.js';",
    `import { ${fieldImports.join(', ')} } from '../schema/fields.js';`,
    ...(FIELDS.imports.patterns ? [`import { ${FIELDS.imports.patterns.join(', ')} } from './patterns.js';`] : []),
    ...(FIELDS.imports.seo ? [`import { ${FIELDS.imports.seo.join(', ')} } from './seo.js';`] : []),
    "import { CONTENT_TYPE_EDITORIAL } from './content-type-uids.js';",
  ];

  commit({
    title: `Content type "${name}" (${uid}${history ? ', history' : ''}${checks ? `, checks: ${checks}` : ''}):`,
    write: [
      {
        file: definition,
        content: `// ${label} (collection type "${name}"). Written by \`npm run scaffold -- content-type ${name}\`: give
// it its fields, and its list columns and editors' actions in the admin.
${imports.join('\n')}

export const ${c}ContentType = defineContentType({
  kind: 'collectionType',
  singularName: '${name}',
  pluralName: '${name}s',
  displayName: CONTENT_TYPE_EDITORIAL.${c}.label,
  description: '${label}',
  draftAndPublish: ${drafts},
  fields: {
    title: string({ label: 'Title', required: true, max: 120, width: 12 }),
${FIELDS.lines.join('\n')}
  },
  admin: {
    mainField: 'title',
    listColumns: ['title', 'updatedAt'],
    sort: { by: 'title', order: 'ASC' },
    pageSize: 50,
    editorActions: ['create', 'read', 'update', 'delete'${drafts ? ", 'publish'" : ''}],
  },
});
`,
      },
    ],
    edit: [{ file: uids, content: text }],
    next: [
      'npm run build -w shared            (the content type list, shared/src/content/all-content-types.generated.ts)',
      `npm run generate-components -w cms (cms/src/api/${name}/: its schema loader and Strapi's default controller, router and service)`,
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Admin list page: the page, its menu line in the plugin's admin entry, and its list file (found
// by withAdminLists by its name).

function adminListPage(plugin, name) {
  if (!plugin) fail(`Name the plugin.\n${USAGE}`);
  checkName(name, 'list');
  const pluginDir = `cms/src/plugins/${plugin}`;
  const entry = `${pluginDir}/admin/index.tsx`;
  const serverIndex = `${pluginDir}/server/index.ts`;
  const page = `${pluginDir}/admin/${name}-page.tsx`;
  const list = `${pluginDir}/server/lists/${name}.ts`;
  if (!existsSync(abs(entry))) fail(`${entry} not found: "${plugin}" is not a plugin with admin pages (cms/src/plugins/<plugin>/admin/index.tsx).`);
  if (!existsSync(abs(serverIndex)) || !/\bwithAdminLists\(/.test(read(serverIndex)))
    fail(`${serverIndex} does not use withAdminLists (cms/src/plugins/admin-routes.ts), so a list file would not be served: wrap its server in it first.`);
  const routesFile = `${pluginDir}/server/routes.ts`;
  if (existsSync(abs(routesFile)) && new RegExp(`\\['GET', '/${name}'`).test(read(routesFile))) fail(`${routesFile} answers GET /${name} already.`);
  if (existsSync(abs(list))) fail(`${list} exists already: choose another name.`);

  let entryText = read(entry);
  if (entryText.includes(`'./${name}-page'`)) fail(`${entry} registers ./${name}-page already.`);
  const icons = /^import \{ ([^}]*) \} from '@strapi\/icons';$/m.exec(entryText);
  if (!icons) fail(`${entry}: no import from '@strapi/icons' to add the menu icon to; add the page's line by hand.`);
  const names = icons[1].split(',').map((s) => s.trim());
  if (!names.includes('List')) entryText = entryText.replace(icons[0], `import { ${[...names, 'List'].sort((a, b) => a.localeCompare(b)).join(', ')} } from '@strapi/icons';`);
  const label = words(name);
  const pages = /\n( +)pages: \[\n([\s\S]*?)\n\1\],\n/.exec(entryText);
  if (!pages) fail(`${entry}: no "pages: [ ... ]" in registerPlugin; add the page's line by hand.`);
  const indent = `${pages[1]}  `;
  const line = `${indent}{ path: '${name}', icon: List, label: '${label}', permissions: [], Component: () => import('./${name}-page') },`;
  entryText = entryText.replace(pages[0], `\n${pages[1]}pages: [\n${pages[2]}\n${line}\n${pages[1]}],\n`);

  const Page = `${pascal(name)}Page`;
  commit({
    title: `Admin list page "${name}" (plugins/${plugin}/${name}, GET /${plugin}/${name}):`,
    write: [
      {
        file: page,
        content: `// "${label}": a list of the CMS's content types with the number of entries each holds, a page of
// 20 at a time, filtered by name. Written by \`npm run scaffold -- admin-list ${plugin} ${name}\`:
// its rows come from server/lists/${name}.ts; change both to the list this page is for.
import { AdminPage } from '../../admin-kit/page';
import { AdminList, type Column, type Filter } from '../../admin-kit/list';
import { useAdminList } from '../../admin-kit/use-admin-list';

interface Row {
  uid: string;
  label: string;
  entries: number;
}

const FILTERS: Filter[] = [{ name: 'q', label: 'Name' }];

const columns: Column<Row>[] = [
  { heading: 'Content type', cell: (r) => r.label },
  { heading: 'UID', cell: (r) => r.uid },
  { heading: 'Entries', cell: (r) => String(r.entries) },
];

export default function ${Page}() {
  const list = useAdminList<{ results: Row[] }, Row, { q: string }>('/${plugin}/${name}', {
    failure: 'The list could not be loaded.',
    rows: (d) => d.results,
    filters: { q: '' },
    pageSize: 20,
  });
  return (
    <AdminPage title="${label}" subtitle="The content types of the CMS and how many entries each holds.">
      <AdminList list={list} columns={columns} filters={FILTERS} rowKey={(r) => r.uid} empty="No content type matches." framed testId="${plugin}-${name}" />
    </AdminPage>
  );
}
`,
      },
      {
        file: list,
        content: `// GET /${plugin}/${name}?q&page&pageSize ("${label}"): the project's content types by label, with
// how many entries each holds, only those this admin may read. Written by
// \`npm run scaffold -- admin-list ${plugin} ${name}\`: found by its file name (withAdminLists).
import { adminList, type ListContext } from '../../../admin-routes';
import { mayOnType, type UserAbility } from '../../../content-permission';
import { CONTENT_TYPE_UIDS, labelOfUid } from '@ironbark/shared/content/content-type-uids';

type Ctx = ListContext & { state: { userAbility?: UserAbility } };

export default adminList<Ctx>(async (ctx, { strapi }) => {
  const q = typeof ctx.query.q === 'string' ? ctx.query.q.trim().toLowerCase().slice(0, 100) : '';
  const page = Math.max(1, Math.floor(Number(ctx.query.page ?? 1)) || 1);
  const pageSize = Math.min(100, Math.max(1, Math.floor(Number(ctx.query.pageSize ?? 20)) || 20));
  const types = Object.values(CONTENT_TYPE_UIDS)
    .filter((uid) => mayOnType(strapi, ctx.state.userAbility, 'read', uid))
    .map((uid) => ({ uid, label: labelOfUid(uid) }))
    .filter((t) => !q || t.label.toLowerCase().includes(q))
    .sort((a, b) => a.label.localeCompare(b.label));
  const shown = types.slice((page - 1) * pageSize, page * pageSize);
  // Drafts and published versions are rows of their own: count documents, as editors do.
  const results = await Promise.all(shown.map(async (t) => ({ ...t, entries: await strapi.documents(t.uid).count({}) })));
  return { results, pagination: { page, pageSize, total: types.length, pageCount: Math.ceil(types.length / pageSize) } };
});
`,
      },
    ],
    edit: [{ file: entry, content: entryText }],
    next: ['npm run build -w cms (the plugin servers and the admin)'],
  });
}

// ---------------------------------------------------------------------------------------------

function main(argv) {
  const [kind, ...rest] = argv;
  const positional = rest.filter((a) => !a.startsWith('--'));
  switch (kind) {
    case 'block':
      if (positional.length !== 1 || rest.length !== 1) fail(USAGE);
      return block(positional[0]);
    case 'route':
      if (positional.length !== 1 || rest.length !== 1) fail(USAGE);
      return route(positional[0]);
    case 'content-type': {
      const flags = { history: false, checks: false };
      const names = [];
      for (let i = 0; i < rest.length; i++) {
        if (rest[i] === '--history') flags.history = true;
        else if (rest[i] === '--checks') flags.checks = rest[++i] ?? '';
        else if (rest[i].startsWith('--checks=')) flags.checks = rest[i].slice('--checks='.length);
        else if (rest[i].startsWith('--')) fail(`${rest[i]}: not an option of content-type.\n${USAGE}`);
        else names.push(rest[i]);
      }
      if (names.length !== 1) fail(USAGE);
      return contentType(names[0], flags);
    }
    case 'admin-list':
      if (positional.length !== 2 || rest.length !== 2) fail(USAGE);
      return adminListPage(positional[0], positional[1]);
    default:
      fail(USAGE);
  }
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`scaffold: ${error.message}`);
  process.exitCode = 1;
}
