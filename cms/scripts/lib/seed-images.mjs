// The seed's image descriptions (a scene, an illustrated portrait or a logo, drawn by
// cms/src/seed): what may be asked for, and alt text that says what is drawn.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Scenes, portrait and logo options the seed can draw (cms/src/seed/image-options.json). */
const IMAGE_OPTIONS = JSON.parse(readFileSync(join(cmsDir, 'src', 'seed', 'image-options.json'), 'utf8'));
const SCENE_NAMES = IMAGE_OPTIONS.scenes.map((s) => s.name);

const CLAIMS_PHOTO = /\bphoto(graph)?s?\b|\bpicture of\b|\bsnapshot\b/i;

/**
 * Problems with a seed image description: a scene, an illustrated portrait or a logo (see
 * cms/data/seed/README.md). Alt text must say what is drawn, and never claim a photograph.
 */
export function imageProblems(v) {
  if (typeof v !== 'object' || v === null || typeof v.alt !== 'string') {
    return ['an image is { "scene" | "portrait" | "logo": ..., "alt": "what it shows" } (see cms/data/seed/README.md)'];
  }
  const problems = [];
  const kinds = ['scene', 'portrait', 'logo'].filter((k) => k in v);
  if (kinds.length !== 1) return ['an image needs exactly one of "scene", "portrait" or "logo"'];
  const allowedKeys = { scene: ['scene', 'alt', 'tone', 'shape'], portrait: ['portrait', 'alt'], logo: ['logo', 'alt'] }[kinds[0]];
  for (const key of Object.keys(v)) if (!allowedKeys.includes(key)) problems.push(`unknown image field "${key}"`);
  const oneOf = (field, value, allowed) => {
    if (!allowed.includes(value)) problems.push(`${field} "${value}" is not one of ${allowed.join(', ')}`);
  };
  // A logo's alt text is the organisation's name, which may be short; anything else says what it shows.
  if (v.alt.trim().length < ('logo' in v ? 2 : 10)) problems.push('alt text is too short');
  if (CLAIMS_PHOTO.test(v.alt)) problems.push(`alt text "${v.alt}" claims a photograph; say what the illustration shows`);
  if (kinds[0] === 'scene') {
    oneOf('scene', v.scene, SCENE_NAMES);
    if (v.tone !== undefined) oneOf('tone', v.tone, ['dark', 'light']);
    if (v.shape !== undefined) oneOf('shape', v.shape, ['wide', 'square', 'portrait']);
    if (!/^Illustration(:| of)/.test(v.alt)) problems.push('the alt text of a scene starts with "Illustration:" and says what is drawn');
  } else if (kinds[0] === 'portrait') {
    const o = IMAGE_OPTIONS.portrait;
    const p = v.portrait ?? {};
    for (const key of Object.keys(p)) if (!(key in o)) problems.push(`unknown portrait field "${key}"`);
    for (const field of ['skin', 'hair', 'top']) oneOf(`portrait.${field}`, p[field], o[field]);
    for (const field of ['hairColour', 'colour', 'background']) if (p[field] !== undefined) oneOf(`portrait.${field}`, p[field], o[field]);
    for (const e of p.extras ?? []) oneOf('portrait.extras', e, o.extras);
    if (!/^Illustrated portrait of \S/.test(v.alt)) problems.push('the alt text of a portrait is "Illustrated portrait of <name>"');
  } else {
    const o = IMAGE_OPTIONS.logo;
    const l = v.logo ?? {};
    const lines = typeof l.wordmark === 'string' ? [l.wordmark] : l.wordmark;
    if (!Array.isArray(lines) || lines.length < 1 || lines.length > 2 || lines.some((x) => typeof x !== 'string' || !x.trim())) {
      problems.push('logo.wordmark is the name on one line, or a list of two lines');
    } else {
      const bad = [...new Set([...lines.join('').toUpperCase()].filter((c) => !o.characters.includes(c)))];
      if (bad.length > 0) problems.push(`logo.wordmark uses characters the wordmark alphabet cannot draw: ${bad.join(' ')}`);
      if (lines.some((x) => x.length > o.maxLineLength)) problems.push(`logo.wordmark lines are at most ${o.maxLineLength} characters`);
    }
    oneOf('logo.mark', l.mark, o.mark);
    oneOf('logo.colour', l.colour, o.colour);
  }
  return problems;
}

