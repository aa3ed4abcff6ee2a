// `npm run subset-fonts -w web`: writes the site's core Inter file (web/public/assets/fonts/
// inter-core-wght-5.3.0-r3.woff2) from @fontsource-variable/inter's Latin file: the characters the
// site's text uses (ASCII and the punctuation editors type) and the weights its CSS asks for
// (CORE_WEIGHTS), with kerning as its only OpenType feature (CORE_FEATURES). It is the font every
// page preloads: 13.3 KB instead of the Latin file's 48 KB, so the first paint of a first visit on
// a slow connection waits for a quarter of the bytes, in one round trip (CORE_MAX_BYTES). Any other
// Latin character comes from the full Latin file (its own @font-face in web/src/styles/tokens.css,
// fetched only by a page that uses one); web/src/styles/fonts.test.ts checks the file against the
// CSS. Run it again after changing the package's version, CORE_CODE_POINTS, CORE_WEIGHTS or
// CORE_FEATURES (and give the file a new name: /assets is cached for a year).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { CORE_CODE_POINTS, CORE_FEATURES, CORE_MAX_BYTES, CORE_WEIGHTS, FONT_FILES } from '../src/styles/font-subsets.mjs';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const text = String.fromCodePoint(...CORE_CODE_POINTS);
const core = await subsetFont(readFileSync(source), text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: CORE_WEIGHTS[0], max: CORE_WEIGHTS[1] } },
  keepFeatures: CORE_FEATURES,
});
if (core.length > CORE_MAX_BYTES) {
  console.error(`subset-fonts: the core file would be ${core.length} bytes, over CORE_MAX_BYTES (${CORE_MAX_BYTES}): not written`);
  process.exit(1);
}
const target = path.join(web, 'public', FONT_FILES.core);
writeFileSync(target, core);
console.log(`subset-fonts: ${path.relative(web, target)}: ${CORE_CODE_POINTS.length} characters, weights ${CORE_WEIGHTS.join('-')}, features ${CORE_FEATURES.join(' ')}, ${core.length} bytes (from ${readFileSync(source).length})`);
