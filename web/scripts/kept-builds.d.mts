// Types of kept-builds.mjs (a plain module: the build script runs it without a compiler).
export interface BuildRecord {
  id: string;
  /** When it was built (ISO time). */
  at: string;
  /** Its files, relative to dist/client/assets. */
  files: string[];
}
export declare const BUILDS_FILE: string;
export declare const NOT_BUILD_FILES: RegExp;
export declare function buildId(parts: (string | Buffer)[]): string;
export declare function nextHistory(history: BuildRecord[], current: BuildRecord, policy: { keepBuilds: number; keepDays: number; now?: number }): BuildRecord[];
export declare function keptFiles(history: BuildRecord[]): Set<string>;
