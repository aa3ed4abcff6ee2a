// What a rendered page is given of the build: the boot script, the islands loader, the
// stylesheet and its critical rules, the staff app's tags, and which build this is. Types only,
// so the renderer (web/src/entry-server.tsx) and the build loader (assets.server.ts) both name
// them without importing each other.
import type { CriticalCss } from './critical-css.server.js';

export interface PublicAssets {
  /** The boot script's text, inlined in <head> (the same on every page, so its CSP hash is too). */
  boot: string;
  /** Its CSP hash, computed once with the text. */
  bootHash: string;
  /** The islands loader, imported by the boot script. */
  islandsModule: string;
  /** The whole site stylesheet. */
  stylesheet: string;
  /** Production: the stylesheet's rules, to inline each page's critical part. */
  critical?: CriticalCss;
  /** Development: Vite's styles (injected by a module: no critical CSS there). */
  devHead?: string;
}

export interface StaffAssets {
  /** <link> tags for the staff app's stylesheets and module preloads, inserted into <head>. */
  headTags: string;
  /** The staff app's entry module. */
  entryModule: string;
}

/** Which build this is, and the earlier ones whose files it still serves (web/scripts/build.mjs). */
export interface BuildInfo {
  /** A hash of the build's manifests and server bundle ("dev" in development). */
  id: string;
  /** Earlier builds whose hashed files dist/client still holds, oldest first. */
  previous: string[];
}

export interface Assets {
  public: PublicAssets;
  staff: StaffAssets;
  build: BuildInfo;
}
