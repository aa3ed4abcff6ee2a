// The builds' CSS Module class names (vite.config.ts shortClassName): short, and never the same
// for two classes, in any module of the site.
import { describe, expect, it } from 'vitest';
import { classNameTable, moduleClasses, shortClassName } from '../../vite.config';

describe('CSS Module class names in the builds', () => {
  const keys = moduleClasses();

  it('lists every class of every module, by file', () => {
    expect(keys.length).toBeGreaterThan(200);
    expect(keys).toContain('src/features/page-builder/blocks/hero.module.css:hero');
    expect(keys).toContain('src/features/layout/mega-menu.module.css:overviewLink');
    // Not a decimal point, a comment or a url()'s file name.
    expect(keys.filter((k) => /:(\d|svg$|webp$|woff2$)/.test(k))).toEqual([]);
  });

  it('gives each class a name of its own, "_" and two letters (three past 2,704 classes)', () => {
    const names = keys.map((key) => shortClassName(key.slice(key.lastIndexOf(':') + 1), `${import.meta.dirname}/../../${key.slice(0, key.lastIndexOf(':'))}`));
    expect(new Set(names).size).toBe(keys.length);
    for (const name of names) expect(name).toMatch(/^_[a-zA-Z]{2}$/);
    const many = [...classNameTable(Array.from({ length: 3000 }, (_, i) => `f.module.css:c${String(i).padStart(4, '0')}`)).values()];
    expect(new Set(many).size).toBe(3000);
    expect(many[2703]).toMatch(/^_[a-zA-Z]{2}$/);
    expect(many[2704]).toMatch(/^_[a-zA-Z]{3}$/);
  });

  it('names a class the list missed by a hash, which no listed name can equal', () => {
    const name = shortClassName('notInAnyModule', `${import.meta.dirname}/../../src/nowhere.module.css`);
    expect(name).toMatch(/^_[\w]{6}$/);
    expect(shortClassName('notInAnyModule', `${import.meta.dirname}/../../src/nowhere.module.css`)).toBe(name);
  });
});
