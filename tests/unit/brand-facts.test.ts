// Brand facts have one source: the Global settings (seeded from cms/data/seed/global.json and
// edited in the admin). The web reads them from the CMS; none is typed into web/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const global = JSON.parse(readFileSync(path.join(REPO, 'cms/data/seed/global.json'), 'utf8')) as { phone: string; siteName: string };

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'dist', 'test-results', 'playwright-report'].includes(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx|js|mjs|css|html|json)$/.test(name)) out.push(full);
  }
  return out;
}

describe('brand facts', () => {
  it("the company's phone number is in the seed's Global settings and nowhere in web/", () => {
    const digits = global.phone.replace(/\D/g, '').replace(/^0/, '');
    expect(digits.length).toBeGreaterThanOrEqual(8);
    // Any spelling: "(02) 5550 4200", "02 5550 4200", "+61255504200".
    const spelled = new RegExp(digits.split('').join('[\\s().+-]*'));
    const found = sourceFiles(path.join(REPO, 'web')).filter((file) => spelled.test(readFileSync(file, 'utf8')));
    expect(found.map((f) => path.relative(REPO, f))).toEqual([]);
  });
});
