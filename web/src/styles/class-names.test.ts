// The builds' CSS Module class names (vite.config.ts shortClassName): short, never the same for two
// classes of the site's modules, and a function of the module's path and the class alone, so a
// deploy renames nothing that did not change.
import { describe, expect, it } from 'vitest';
import { CLASS_HASH_LENGTH, classNameOf, moduleClasses, shortClassName } from '../../vite.config';

const fileOf = (key: string) => `${import.meta.dirname}/../../${key.slice(0, key.lastIndexOf(':'))}`;
const localOf = (key: string) => key.slice(key.lastIndexOf(':') + 1);

describe('CSS Module class names in the builds', () => {
  const keys = moduleClasses();

  it('lists every class of every module, by file', () => {
    expect(keys.length).toBeGreaterThan(200);
    expect(keys).toContain('src/features/page-builder/blocks/hero.module.css:hero');
    expect(keys).toContain('src/features/layout/mega-menu.module.css:overviewLink');
    // Not a decimal point, a comment or a url()'s file name.
    expect(keys.filter((k) => /:(\d|svg$|webp$|woff2$)/.test(k))).toEqual([]);
  });

  it('gives each class of the site a name of its own: "_" and three characters', () => {
    const names = keys.map((key) => shortClassName(localOf(key), fileOf(key)));
    const clashes = keys.filter((key, i) => names.indexOf(names[i]!) !== i);
    expect(clashes, 'classes whose names clash with an earlier one: rename one of them').toEqual([]);
    expect(new Set(names).size).toBe(keys.length);
    for (const name of names) expect(name).toMatch(new RegExp(`^_[\\w-]{${CLASS_HASH_LENGTH}}$`));
  });

  it('names a class by its module and its own name only: adding classes elsewhere renames nothing', () => {
    const hero = 'src/features/page-builder/blocks/hero.module.css:hero';
    const before = classNameOf(hero);
    // Whatever else the site gains (here: a thousand classes in a module that sorts first), the hero keeps its name.
    for (let i = 0; i < 1000; i++) classNameOf(`src/aaa.module.css:c${i}`);
    expect(classNameOf(hero)).toBe(before);
    expect(shortClassName('hero', fileOf(hero))).toBe(before);
    // The same class name in another module is another name.
    expect(classNameOf('src/features/page-builder/blocks/cta-banner.module.css:hero')).not.toBe(before);
  });

  it('stops the build when two classes would share a name', () => {
    // Find two keys that hash alike (a few thousand tries at 64^3 names), then ask for both.
    const seen = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const key = `src/clash.module.css:c${i}`;
      const name = classNameOf(key);
      const other = seen.get(name);
      if (other) pair = [other, key];
      else seen.set(name, key);
    }
    shortClassName(localOf(pair[0]), fileOf(pair[0]));
    expect(() => shortClassName(localOf(pair[1]), fileOf(pair[1]))).toThrow(/would both be named/);
  });
});
