// Types of font-subsets.mjs (plain JavaScript so that web/scripts/subset-fonts.mjs runs it with node).
export declare const FONT_FILES: { core: string; latin: string };
export declare const CORE_WEIGHTS: [number, number];
export declare const CORE_FEATURES: string[];
export declare const RARE_ASCII: number[];
export declare const CORE_CODE_POINTS: number[];
export declare const CORE_MAX_BYTES: number;
export declare const LATIN_RANGES: [number, number][];
export declare function unicodeRangeOf(codePoints: number[]): string;
export declare const LATIN_REST: number[];
