// The site stylesheet: global.css, then every public component's CSS module (site-modules.ts: a
// module of its own, because Vite puts a glob's imports before the file's other imports, and
// global.css must come first in the cascade), built into one file. Public pages inline the part
// their first screen needs and link the whole file without blocking
// (server/critical-css.server.ts); error pages link it. Nothing loads this module's JavaScript in
// production; in development it injects the styles.
import './global.css';
import './site-modules';
