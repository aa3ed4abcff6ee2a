// The seed's images: { "file": "<name>.svg", "alt": "what it shows" }, the file in
// cms/data/seed/images. The file must be there, and the alt text honest about what it shows.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A plain file name of a kind the seed reads (as SEED_IMAGE_FILE in cms/src/seed/media.ts, which the seed runs). */
const IMAGE_FILE = /^[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp)$/;
const CLAIMS_PHOTO = /\bphoto(graph)?s?\b|\bpicture of\b|\bsnapshot\b/i;

/** A logo is named logo-<organisation>; its alt text is the organisation's name. */
export const isLogo = (image) => typeof image?.file === 'string' && image.file.startsWith('logo-');

/**
 * Problems with a seed image (see cms/data/seed/README.md). A drawing's alt text says what is
 * drawn and never claims a photograph: a portrait is "Illustrated portrait of <name>", any other
 * drawing but a logo starts with "Illustration:".
 */
export function imageProblems(v, imagesDir) {
  if (typeof v !== 'object' || v === null || typeof v.file !== 'string' || typeof v.alt !== 'string') {
    return ['an image is { "file": "<name>.svg", "alt": "what it shows" }, the file in images/ (see cms/data/seed/README.md)'];
  }
  const problems = [];
  for (const key of Object.keys(v)) if (key !== 'file' && key !== 'alt') problems.push(`unknown image field "${key}"`);
  if (!IMAGE_FILE.test(v.file)) problems.push(`image file "${v.file}" is not a lower-case name ending .svg, .png, .jpg or .webp`);
  else if (!existsSync(join(imagesDir, v.file))) problems.push(`image file images/${v.file} does not exist`);
  // A logo's alt text is the organisation's name, which may be short; anything else says what it shows.
  if (v.alt.trim().length < (isLogo(v) ? 2 : 10)) problems.push('alt text is too short');
  if (v.file.endsWith('.svg')) {
    if (CLAIMS_PHOTO.test(v.alt)) problems.push(`alt text "${v.alt}" claims a photograph; say what the illustration shows`);
    if (v.file.startsWith('portrait-')) {
      if (!/^Illustrated portrait of \S/.test(v.alt)) problems.push('the alt text of a portrait is "Illustrated portrait of <name>"');
    } else if (!isLogo(v) && !/^Illustration(:| of)/.test(v.alt)) {
      problems.push('the alt text of an illustration starts with "Illustration:" and says what is drawn');
    }
  }
  return problems;
}
