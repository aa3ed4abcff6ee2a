// `npm run gallery`: the editors' block gallery. Every block's fixture (the example next to its
// definition in shared/src/blocks) is rendered by the site's own server render, from the
// production build of the web (so the same block components and the same CSS as the site), on a
// page of its own; Chromium at 1280 px wide photographs each block and the pictures go to
// docs/blocks/<block>.png, with docs/blocks/README.md listing every block: what it is, when to
// use it (from its definition) and its picture.
//
// The pictures inside the fixtures (/uploads/...) are SVG files in scripts/gallery-pictures, drawn
// in the seed's style, so blocks look as they do with the seed content. The browser runs without
// JavaScript: what is photographed is the server's HTML, as every visitor first receives it.
//
// Usage: npm run gallery [-- --skip-build] [-- --only hero,stats]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { findChromium, INSTALL_HINT } from './lib/chromium.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'blocks');
const clientDir = path.join(root, 'web', 'dist', 'client');
const WIDTH = 1280;

const args = process.argv.slice(2);
const only = args.includes('--only') ? new Set(args[args.indexOf('--only') + 1]?.split(',')) : null;

function run(label, command, commandArgs) {
  console.log(`gallery: ${label}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

// The gallery shows the code as it is now: build shared (the fixtures) and the web (the render).
if (!args.includes('--skip-build')) {
  run('building shared', 'npm', ['run', 'build', '-w', 'shared']);
  run('building the web', 'npm', ['run', 'build', '-w', 'web']);
}
if (!existsSync(path.join(root, 'web', 'dist', 'server', 'app.js'))) {
  console.error('gallery: the web is not built (run without --skip-build)');
  process.exit(1);
}

const { blockDefinitions, parseBlocks } = await import('@ironbark/shared/blocks/registry');
const { blockFixtures } = await import('@ironbark/shared/blocks/fixtures');
const { fixtureNeeds } = await import('@ironbark/shared/blocks/fixture-needs');
const { productionBuild } = await import(pathToFileURL(path.join(root, 'web', 'dist', 'server', 'app.js')).href);
const build = await productionBuild(clientDir);
const render = await build.render();
const assets = await build.assets();

// ------------------------------------------------------------------------------------------
// Pictures: each fixture picture (/uploads/<name>.<ext>) is scripts/gallery-pictures/<name>.svg,
// drawn in the seed's style so blocks look as they do with the seed content.

const picturesDir = path.join(root, 'scripts', 'gallery-pictures');

function pictureSvg(name) {
  const file = path.join(picturesDir, `${name}.svg`);
  if (!/^[a-z0-9-]+$/.test(name) || !existsSync(file)) throw new Error(`A fixture shows /uploads/${name}: add its picture as scripts/gallery-pictures/${name}.svg`);
  return readFileSync(file);
}

// ------------------------------------------------------------------------------------------
// The content the render reads: one page per block, holding that block's fixture.

const layout = {
  global: {
    id: 1,
    documentId: 'gallery-global',
    siteName: 'Ironbark Communications',
    tagline: 'Connecting regional Australia',
    phone: '(02) 5550 4200',
    email: 'hello@ironbark.example.com',
    address: 'Level 2, 10 Example Street, Canberra ACT 2600',
    abn: '51 824 670 580',
    customerPortalUrl: 'https://portal.ironbark.example.com',
    copyrightYear: '2024',
  },
  navigation: { id: 1, documentId: 'gallery-navigation', header: [], mobileExtras: [], footer: [] },
  config: { siteUrl: 'http://gallery.invalid', cmsPublicUrl: 'http://gallery.invalid', cmsSearchToken: '', production: false, staging: false },
};

const definitions = blockDefinitions.filter((d) => !only || only.has(d.name));

function pageOf(definition) {
  const { blocks, problems } = parseBlocks([blockFixtures[definition.uid]]);
  if (problems.length > 0) throw new Error(`${definition.uid}: its fixture does not pass its definition (${problems[0].detail})`);
  const pagePath = `/gallery/${definition.name}`;
  return {
    page: {
      documentId: `gallery-${definition.name}`,
      title: definition.info.displayName,
      path: pagePath,
      icon: 'none',
      showInSearch: false,
      seo: { metaTitle: `${definition.info.displayName} block`, metaDescription: definition.info.description, noIndex: true },
      blocks,
    },
    extras: { needs: fixtureNeeds(blocks) },
  };
}

const source = {
  layout: async () => layout,
  page: async (pagePath) => {
    const definition = definitions.find((d) => `/gallery/${d.name}` === pagePath);
    return definition ? pageOf(definition) : null;
  },
  resources: async () => ({ items: [], pagination: { page: 1, pageSize: 9, pageCount: 0, total: 0 } }),
  resource: async () => null,
  search: async (term) => ({ term, items: [], total: 0, page: 1, pageCount: 0, failed: [], suggestion: null }),
  session: async () => null,
  staffResources: async () => Promise.reject(Object.assign(new Error('No staff session'), { status: 401 })),
  staffResource: async () => Promise.reject(Object.assign(new Error('No staff session'), { status: 401 })),
};

// ------------------------------------------------------------------------------------------
// A small server: the rendered pages, the built assets, the drawn pictures.

const TYPES = { '.css': 'text/css', '.js': 'text/javascript', '.woff2': 'font/woff2', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json' };

const server = http.createServer((req, res) => {
  (async () => {
    const url = new URL(req.url ?? '/', 'http://gallery.invalid');
    if (url.pathname.startsWith('/gallery/')) {
      const result = await render(new Request(url), { source, assets });
      if (result instanceof Response || result.status !== 200) throw new Error(`${url.pathname} rendered ${result.status}`);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(result.html);
      return;
    }
    if (url.pathname.startsWith('/uploads/')) {
      const name = path.basename(url.pathname).replace(/^(small|medium|large|thumbnail)_/, '').replace(/\.[a-z0-9]+$/, '');
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(pictureSvg(name));
      return;
    }
    const file = path.join(clientDir, path.normalize(url.pathname));
    if (file.startsWith(clientDir) && existsSync(file) && !file.endsWith(path.sep)) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
      return;
    }
    res.writeHead(404).end();
  })().catch((error) => {
    console.error(`gallery: ${req.url}: ${error.message}`);
    if (!res.headersSent) res.writeHead(500).end();
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

// ------------------------------------------------------------------------------------------
// Photographs.

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'] });
mkdirSync(outDir, { recursive: true });
const shots = [];
try {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 900 }, deviceScaleFactor: 1, javaScriptEnabled: false, reducedMotion: 'reduce' });
  const page = await context.newPage();
  for (const definition of definitions) {
    const response = await page.goto(`${base}/gallery/${definition.name}`, { waitUntil: 'load' });
    if (response?.status() !== 200) throw new Error(`${definition.uid}: the page answered ${response?.status()}`);
    await page.evaluate('document.fonts.ready');
    // The block is everything the page puts in <main>: its root element(s).
    const boxes = (await Promise.all((await page.locator('#main > *').all()).map((l) => l.boundingBox()))).filter((b) => b && b.height > 0);
    if (boxes.length === 0) throw new Error(`${definition.uid}: nothing rendered in <main>`);
    const top = Math.round(Math.min(...boxes.map((b) => b.y)));
    const bottom = Math.round(Math.max(...boxes.map((b) => b.y + b.height)));
    const png = await page.screenshot({ fullPage: true, clip: { x: 0, y: top, width: WIDTH, height: bottom - top } });
    const compressed = await sharp(png).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer();
    writeFileSync(path.join(outDir, `${definition.name}.png`), compressed);
    shots.push({ definition, height: bottom - top, bytes: compressed.length });
    console.log(`gallery: ${definition.name}.png  ${WIDTH} x ${bottom - top}  ${(compressed.length / 1024).toFixed(0)} KB`);
  }
} finally {
  await browser.close();
  server.close();
}

// ------------------------------------------------------------------------------------------
// The index. Descriptions say what the block is, then "Use it ..." (a unit test in
// shared/src/blocks/registry.test.ts makes every description say when to use the block).

if (!only) {
  // A block that is gone takes its picture with it.
  const names = new Set(blockDefinitions.map((d) => `${d.name}.png`));
  for (const file of readdirSync(outDir)) if (file.endsWith('.png') && !names.has(file)) rmSync(path.join(outDir, file));

  const split = (description) => {
    const at = description.search(/(^|\s)Use\b/);
    return at < 0 ? { what: description, when: '' } : { what: description.slice(0, at).trim(), when: description.slice(at).trim() };
  };
  const anchor = (title) => title.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
  const lines = [
    '# Block gallery',
    '',
    'Every block an editor can add to a page, drawn from its example content (the fixture next to its',
    "definition in `shared/src/blocks`) by the site's own components and styles, at 1280 px wide.",
    'Written by `npm run gallery`; do not edit by hand.',
    '',
    blockDefinitions.map((d) => `[${d.info.displayName}](#${anchor(d.info.displayName)})`).join(' · '),
    '',
  ];
  for (const d of blockDefinitions) {
    const { what, when } = split(d.info.description);
    lines.push(`## ${d.info.displayName}`, '', `\`${d.uid}\`: ${what}`, '');
    if (when) lines.push(`**When to use it:** ${when}`, '');
    lines.push(`![${d.info.displayName} block](./${d.name}.png)`, '');
  }
  writeFileSync(path.join(outDir, 'README.md'), `${lines.join('\n').trimEnd()}\n`);
  console.log(`gallery: wrote docs/blocks/README.md and ${shots.length} pictures`);
}
