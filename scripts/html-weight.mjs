// Prints the gzip size of each bench route's HTML and what weighs most in it: inline SVG,
// the inline critical CSS, island props, the menus' markup, the speculation rules and the boot
// script. `node scripts/html-weight.mjs [webUrl]`: without a URL it starts a throw-away test stack
// (build shared, web and cms first). Sizes are gzip of each part alone (an upper bound of what it
// adds to the page) and the page's gzip size without the part (what removing it would save).
import { gzipSync } from 'node:zlib';
import { benchRoutes, newestArticleSlug } from './lib/bench-routes.mjs';
import { startStack } from './lib/test-stack.mjs';

const gz = (s) => gzipSync(Buffer.from(s), { level: 6 }).length;
const kb = (n) => (n / 1024).toFixed(2);

function parts(html) {
  const all = (re) => [...html.matchAll(re)].map((m) => m[0]);
  return {
    'inline <svg>': all(/<svg[\s\S]*?<\/svg>/g),
    '<style> (critical CSS)': all(/<style[\s\S]*?<\/style>/g),
    '<script> (boot, rules, props)': all(/<script[\s\S]*?<\/script>/g),
    'speculation rules': all(/<script type="speculationrules"[\s\S]*?<\/script>/g),
    'island props (data-props / json)': all(/data-props="[^"]*"|<script type="application\/json"[\s\S]*?<\/script>/g),
    '<header>': all(/<header[\s\S]*?<\/header>/g),
    '<nav> (all)': all(/<nav[\s\S]*?<\/nav>/g),
    '<footer>': all(/<footer[\s\S]*?<\/footer>/g),
    '<main>': all(/<main[\s\S]*?<\/main>/g),
    'class attributes': all(/ class="[^"]*"/g),
  };
}

export async function measure(webUrl, routes) {
  const rows = [];
  for (const [name, route] of routes) {
    const html = await (await fetch(webUrl + route)).text();
    const total = gz(html);
    const detail = Object.entries(parts(html)).map(([label, list]) => {
      const joined = list.join('');
      let without = html;
      for (const piece of list) without = without.replace(piece, '');
      return { label, count: list.length, raw: joined.length, gzAlone: gz(joined), saves: total - gz(without) };
    });
    rows.push({ name, route, raw: html.length, total, detail, html });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let stack;
  let webUrl = process.argv[2];
  if (!webUrl) {
    stack = await startStack();
    webUrl = stack.webUrl;
  }
  try {
    const base = webUrl.replace(/\/$/, '');
    const cms = stack?.cmsUrl;
    let article = 'sd-wan-buyers-checklist';
    if (cms) article = await newestArticleSlug(cms);
    const routes = benchRoutes(article);
    const rows = await measure(base, routes);
    for (const row of rows) {
      console.log(`\n${row.name} ${row.route}: ${kb(row.total)} KB gzip (${kb(row.raw)} KB raw)`);
      for (const d of row.detail) console.log(`  ${d.label.padEnd(34)} x${String(d.count).padEnd(3)} raw ${kb(d.raw).padStart(6)}  gz alone ${kb(d.gzAlone).padStart(5)}  saves ${kb(d.saves).padStart(5)}`);
    }
    console.log('\nSummary (KB gzip):');
    for (const row of rows) console.log(`  ${row.route.padEnd(45)} ${kb(row.total)}`);
    if (process.env.HTML_DUMP) {
      const { writeFileSync, mkdirSync } = await import('node:fs');
      mkdirSync(process.env.HTML_DUMP, { recursive: true });
      for (const row of rows) writeFileSync(`${process.env.HTML_DUMP}/${row.name.replace(/\W+/g, '-')}.html`, row.html);
    }
  } finally {
    await stack?.stop();
  }
}
