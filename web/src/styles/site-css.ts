// The site stylesheet: global.css and every component's CSS module, built into one file. Public
// pages inline the part their first screen needs and link the whole file without blocking
// (server/critical-css.server.ts); error pages link it. Nothing loads this module's JavaScript in
// production; in development it injects the styles.
import './global.css';

// The staff app's styles come with its own entry. The build drops a CSS module nothing uses, so the
// modules are handed to a global (never read: only development runs this script).
const modules = import.meta.glob(['../**/*.module.css', '!../features/staff/**'], { eager: true });
Object.assign(globalThis, { [Symbol.for('ironbark.site-css')]: modules });
