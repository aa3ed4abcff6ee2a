import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import options from './image-options.json';
import { SCENES, SCENE_NAMES, illustrationSvg } from './illustration';
import { logoSvg } from './logo';
import { portraitSvg, type PortraitSpec } from './portrait';
import { SUPPORTED_CHARACTERS, textWidth, unsupportedCharacters } from './stroke-font';

const svgOf = (scene: string, tone: 'dark' | 'light' = 'dark', variation = 'test', width = 1280, height = 800) =>
  illustrationSvg({ scene, tone, width, height, variation });

/** A tiny greyscale thumbnail: enough to tell compositions apart, blind to small details. */
async function thumbnail(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(32, 20, { fit: 'fill' }).greyscale().raw().toBuffer();
}

function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('scene illustrations', () => {
  it('draws every scene that image-options.json lists, and no other', () => {
    expect(Object.keys(SCENES).sort()).toEqual([...SCENE_NAMES].sort());
    expect(new Set(SCENE_NAMES).size).toBe(options.scenes.length);
  });

  it('draws the same picture for the same scene, tone and variation on every run', () => {
    for (const scene of SCENE_NAMES) expect(svgOf(scene), scene).toBe(svgOf(scene));
  });

  it('bakes no text into any scene', () => {
    for (const scene of SCENE_NAMES) {
      for (const tone of ['dark', 'light'] as const) expect(svgOf(scene, tone), scene).not.toMatch(/<text|<tspan/);
    }
  });

  // Average grey-level difference per pixel (0 to 255) between two 32 x 20 thumbnails: two uses
  // of one scene (different details) stay under it, two different scenes are further apart.
  const SAME_COMPOSITION = 4.5;

  it('varies only the details between two uses of one scene', async () => {
    for (const scene of SCENE_NAMES) {
      const d = difference(await thumbnail(svgOf(scene, 'light', 'one use')), await thumbnail(svgOf(scene, 'light', 'another use')));
      expect(d, scene).toBeLessThan(SAME_COMPOSITION);
    }
  });

  it('gives every scene a recognisably different composition', async () => {
    const thumbs = await Promise.all(SCENE_NAMES.map(async (s) => ({ s, t: await thumbnail(svgOf(s, 'light')) })));
    const tooClose: string[] = [];
    for (let i = 0; i < thumbs.length; i++) {
      for (let j = i + 1; j < thumbs.length; j++) {
        if (difference(thumbs[i]!.t, thumbs[j]!.t) < SAME_COMPOSITION) tooClose.push(`${thumbs[i]!.s} ~ ${thumbs[j]!.s}`);
      }
    }
    expect(tooClose).toEqual([]);
  });

  it('renders every scene in both tones to an image of the requested size', async () => {
    for (const scene of SCENE_NAMES) {
      for (const tone of ['dark', 'light'] as const) {
        const meta = await sharp(Buffer.from(svgOf(scene, tone, 'x', 640, 400))).png().metadata();
        expect([meta.width, meta.height], `${scene} ${tone}`).toEqual([640, 400]);
      }
    }
  });

  it('shows the central square of the canvas for a square image', () => {
    expect(svgOf('radio-tower', 'dark', 'x', 640, 640)).toContain('viewBox="240 0 800 800"');
    expect(svgOf('radio-tower', 'dark', 'x', 1280, 800)).toContain('viewBox="0 0 1280 800"');
  });

  it('refuses an unknown scene', () => {
    expect(() => svgOf('sunset-beach')).toThrow('Unknown illustration scene "sunset-beach"');
  });
});

describe('illustrated portraits', () => {
  const base: PortraitSpec = { skin: 'olive', hair: 'short', hairColour: 'black', top: 'blazer', colour: 'navy', background: 'teal' };
  const o = options.portrait;

  it('draws every option image-options.json offers, each differently', () => {
    const variants: [keyof PortraitSpec, readonly string[]][] = [
      ['skin', o.skin],
      ['hair', o.hair],
      ['hairColour', o.hairColour],
      ['top', o.top],
      ['colour', o.colour],
      ['background', o.background],
    ];
    for (const [field, values] of variants) {
      const svgs = values.map((v) => portraitSvg({ ...base, [field]: v }, 320));
      expect(new Set(svgs).size, field).toBe(values.length);
    }
    const withExtras = o.extras.map((e) => portraitSvg({ ...base, hair: 'bob', extras: [e] }, 320));
    expect(new Set([...withExtras, portraitSvg({ ...base, hair: 'bob' }, 320)]).size).toBe(o.extras.length + 1);
  });

  it('refuses options it does not know, naming the field', () => {
    expect(() => portraitSvg({ ...base, skin: 'green' }, 320)).toThrow('Portrait skin "green"');
    expect(() => portraitSvg({ ...base, hair: 'mohawk' }, 320)).toThrow('Portrait hair "mohawk"');
    expect(() => portraitSvg({ ...base, extras: ['monocle'] }, 320)).toThrow('Portrait extras "monocle"');
  });
});

describe('client logos', () => {
  it('can draw every character image-options.json allows, and the checker allows every one it draws', () => {
    expect(unsupportedCharacters(options.logo.characters)).toEqual([]);
    expect([...SUPPORTED_CHARACTERS].sort()).toEqual([...options.logo.characters].sort());
  });

  it('sizes the logo to its name', () => {
    const width = (svg: string) => Number(/width="(\d+)"/.exec(svg)![1]);
    const short = width(logoSvg({ wordmark: 'Arcadia', mark: 'arc', colour: 'teal' }));
    const long = width(logoSvg({ wordmark: 'Arcadia Regional', mark: 'arc', colour: 'teal' }));
    expect(long).toBeGreaterThan(short);
    expect(textWidth('WW', 0)).toBeGreaterThan(textWidth('II', 0));
  });

  it('draws the name as strokes, not as font text, with every mark', () => {
    for (const mark of options.logo.mark) {
      const svg = logoSvg({ wordmark: ['Saltbush', 'Parks'], mark, colour: 'ochre' });
      expect(svg, mark).not.toMatch(/<text/);
    }
  });

  it('refuses characters, marks and colours it cannot draw', () => {
    expect(() => logoSvg({ wordmark: 'Café', mark: 'leaf', colour: 'teal' })).toThrow('no "É"');
    expect(() => logoSvg({ wordmark: 'Cafe', mark: 'kangaroo', colour: 'teal' })).toThrow('Unknown logo mark');
    expect(() => logoSvg({ wordmark: 'Cafe', mark: 'leaf', colour: 'pink' })).toThrow('Logo colour "pink"');
  });
});
