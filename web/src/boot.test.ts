// The app starts after the first paint (entry-server.tsx deferredBoot): the boot script, run
// against a stand-in document, preloads the entry's chunks and imports the entry only from the
// frame after the first one, or at once in a background tab.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferredBoot } from './entry-server';

function run(visibility: 'visible' | 'hidden') {
  const links: { rel: string; href: string }[] = [];
  const imported: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState: visibility,
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (l: { rel: string; href: string }) => links.push(l) },
  };
  // `import(...)` in the script becomes a call the test can see (vm has no module loader).
  const code = deferredBoot('/assets/entry-client-abc.js', ['/assets/react-1.js', '/assets/chunk-2.js']).replace(/\bimport\(/g, '__import(');
  vm.runInNewContext(code, {
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
    __import: (src: string) => imported.push(src),
  });
  return { links, imported, frames, timers };
}

describe('deferredBoot', () => {
  it('waits for the first frame, then preloads the chunks and imports the entry', () => {
    const page = run('visible');
    expect(page.imported).toEqual([]);
    expect(page.links).toEqual([]);
    page.frames.shift()!();
    page.timers.shift()!();
    expect(page.links).toEqual([
      { rel: 'modulepreload', href: '/assets/react-1.js' },
      { rel: 'modulepreload', href: '/assets/chunk-2.js' },
    ]);
    expect(page.imported).toEqual(['/assets/entry-client-abc.js']);
  });

  it('starts at once in a background tab, where no frame would come', () => {
    const page = run('hidden');
    expect(page.imported).toEqual(['/assets/entry-client-abc.js']);
    expect(page.frames).toEqual([]);
  });

  it('cannot be closed early by what it names', () => {
    expect(deferredBoot('/assets/</script><script>alert(1)</script>.js')).not.toContain('</script>');
  });
});
