// Brand facts have one source: the Global settings (seeded from cms/data/seed/global.json and
// edited in the admin). The web reads them from the CMS; none is typed into web/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesBelow, REPO } from './repo-files';

const global = JSON.parse(readFileSync(path.join(REPO, 'cms/data/seed/global.json'), 'utf8')) as { phone: string; siteName: string };

const sourceFiles = (dir: string) => filesBelow(dir, ['node_modules', 'dist', 'test-results', 'playwright-report'], (name) => /\.(ts|tsx|js|mjs|css|html|json)$/.test(name));

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
