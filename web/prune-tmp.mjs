import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import postcss from 'postcss';
import { Parser } from 'htmlparser2';
const gz = (s) => gzipSync(s, { level: 9 }).length;
let css = readFileSync(process.argv[2], 'utf8');
let html = readFileSync(process.argv[3], 'utf8').replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="(stylesheet|modulepreload)"[^>]*>/g, '');
const opts = process.argv.slice(4);
if (opts.includes('nodialog')) html = html.replace(/(<nav aria-label="Mobile"[^>]*>)[\s\S]*?(<\/nav>)/, '$1$2');
if (opts.includes('nosvg')) { let i=0; html = html.replace(/<svg xmlns[\s\S]*?<\/svg>/g, () => `<svg class="i" aria-hidden="true"><use href="/assets/icons.svg#i${i++%9}"/></svg>`); }
if (opts.includes('short')) {
  const map = new Map(); let n = 0;
  const short = (c) => { if (!map.has(c)) map.set(c, '_' + (n++).toString(36)); return map.get(c); };
  html = html.replace(/class="([^"]*)"/g, (m, v) => `class="${v.split(/\s+/).map((c) => (/^_.*_[a-z0-9]{5}_\d+$/.test(c) ? short(c) : c)).join(' ')}"`);
  css = css.replace(/\._([A-Za-z0-9-]+)_([a-z0-9]{5})_(\d+)/g, (m) => '.' + short(m.slice(1)));
}
const visible = new Set(), all = new Set();
let hiddenDepth = 0; const stack = [];
const p = new Parser({
  onopentag(name, attrs) {
    const hidden = 'hidden' in attrs || (name === 'dialog' && !('open' in attrs)) || name === 'template';
    stack.push(hidden); if (hidden) hiddenDepth++;
    for (const c of (attrs.class ?? '').split(/\s+/)) if (c) { all.add(c); if (!hiddenDepth) visible.add(c); }
  },
  onclosetag() { if (stack.pop()) hiddenDepth--; },
}, { decodeEntities: true });
p.write(html); p.end();
const root = postcss.parse(css);
const defer = postcss.root();
const classesOf = (sel) => [...sel.replace(/:not\([^)]*\)/g, '').replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
root.walkRules((rule) => {
  if (rule.parent?.type === 'atrule' && /keyframes/.test(rule.parent.name)) return;
  const sels = rule.selectors.filter((s) => classesOf(s).every((c) => visible.has(c)));
  if (sels.length === 0) rule.remove(); else rule.selectors = sels;
});
root.walkAtRules((at) => { if (at.nodes && at.nodes.length === 0) at.remove(); });
const out = root.toString().replace(/\/\*[\s\S]*?\*\//g, '');
const doc = html.replace('</head>', `<style>${out}</style></head>`);
console.log(process.argv[3].split('/').pop(), opts.join(','), { html: gz(html), crit: gz(out), total: gz(doc) });
const groups = {};
postcss.parse(out).walkRules((rule) => {
  const m = /\._([A-Za-z0-9-]+?)_([a-z0-9]{5})_/.exec(rule.selector);
  const k = m ? m[2] + ' ' + m[1] : (rule.parent?.type === 'atrule' ? 'global @' + rule.parent.name + rule.parent.params.slice(0, 30) : 'global');
  const g = m ? m[2] + ' ' + m[1] : k;
  groups[m ? m[2] : k] ??= { s: g, t: '' };
  groups[m ? m[2] : k].t += rule.toString();
});
for (const [k, g] of Object.entries(groups).sort((a, b) => b[1].t.length - a[1].t.length).slice(0, 25)) console.log(g.s.padEnd(40), g.t.length, gz(g.t));
