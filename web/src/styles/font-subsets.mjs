// The site's Inter files and the characters of each (web/scripts/subset-fonts.mjs makes the core
// file; web/src/styles/tokens.css declares the faces, and fonts.test.ts checks the two agree).

export const FONT_FILES = {
  /** Preloaded by every page: CORE_CODE_POINTS at CORE_WEIGHTS. */
  core: '/assets/fonts/inter-core-wght-5.3.0-r3.woff2',
  /** The rest of @fontsource's Latin subset, every weight; fetched only for a character of LATIN_REST. */
  latin: '/assets/fonts/inter-latin-wght-5.3.0.woff2',
};

/**
 * The OpenType features the core file keeps: kerning only. Inter's other features are a third of
 * the file for what the site's ASCII text barely shows (contextual alternates raise a hyphen between
 * capitals a little; stylistic sets, tabular and slashed figures and fractions the CSS never asks
 * for), and on a phone's first visit each 4 KB of the preloaded font is about 90 ms of
 * Lighthouse's simulated LCP (27 November 2026: 19.4 KB with the browser's default features, 15.6
 * KB with kerning alone; home's floor 1.15 -> 1.06 s). The Latin files keep every feature.
 */
export const CORE_FEATURES = ['kern'];

/** The weights the site's CSS uses (400 to 800); the core file holds only this part of the axis. */
export const CORE_WEIGHTS = [400, 800];

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The characters of ASCII that marketing text has no use for: < = > [ \ ] ^ _ ` { | }. With them,
 * and with the rarely typed signs below that the core file once held too (® ° · × £), the
 * preloaded file is 2 KB larger, and that is the difference between a font that arrives in a new
 * connection's first round trip and one that needs a second (see CORE_MAX_BYTES). A page that
 * shows one of them fetches the Latin file for it, as for an accented letter.
 */
export const RARE_ASCII = [...'<=>[\\]^_`{|}'].map((c) => c.codePointAt(0));

/**
 * ASCII but RARE_ASCII, the no-break space and the punctuation and signs editors type: © – — ‘ ’
 * “ ” • … € ™ ↑ ↓ − (the arrows ← and → are not in Inter's Latin files: the fallback draws them).
 */
export const CORE_CODE_POINTS = [
  ...range(0x20, 0x7e).filter((c) => !RARE_ASCII.includes(c)),
  0xa0, 0xa9,
  0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x20ac, 0x2122,
  0x2191, 0x2193, 0x2212,
];

/**
 * The most the core file may weigh: with its response headers (about 650 bytes from the web
 * server) it must fit in the first round trip of a new connection, 10 TCP segments of 1,460
 * bytes (the initial congestion window; Lighthouse's simulation uses the same). At 15.6 KB it
 * took two, and on a phone's slow connection that second round trip (150 ms in Lighthouse's
 * mobile profile) came before the largest paint of every page whenever the font was not sent on
 * the document's own warmed-up connection (28 November 2026, the article: LCP 1.06 s with a 13-14
 * KB font in six runs of six, 1.07-1.23 s with the 15.6 KB file).
 */
export const CORE_MAX_BYTES = 10 * 1460 - 700;

/** @fontsource-variable/inter 5.3.0's Latin subset, as its CSS gives it. */
export const LATIN_RANGES = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da],
  [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac],
  [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** Code points as a unicode-range value: runs joined (U+20-7E, U+A0, ...). */
export function unicodeRangeOf(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    const hex = (n) => n.toString(16).toUpperCase();
    parts.push(start === sorted[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i])}`);
  }
  return parts.join(', ');
}

/** The Latin subset's characters that the core file does not hold. */
export const LATIN_REST = LATIN_RANGES.flatMap(([from, to]) => range(from, to)).filter((c) => !CORE_CODE_POINTS.includes(c));
