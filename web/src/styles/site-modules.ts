// Every public component's CSS module, for the site stylesheet (site-css.ts). The staff app's
// styles come with its own entry. The build drops a CSS module nothing uses, so the modules are
// handed to a global (never read: only development runs this script).
const modules = import.meta.glob(['../**/*.module.css', '!../features/staff/**'], { eager: true });
Object.assign(globalThis, { [Symbol.for('ironbark.site-css')]: modules });
