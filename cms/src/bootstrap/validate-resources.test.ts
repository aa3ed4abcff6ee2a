import { describe, expect, it } from 'vitest';
import { fileIdOf, resourceFileProblem } from './validate-resources';

const KB = 1024;

describe('fileIdOf', () => {
  it('reads the id from the shapes the APIs send', () => {
    expect(fileIdOf(5)).toBe(5);
    expect(fileIdOf('5')).toBe(5);
    expect(fileIdOf({ id: 5 })).toBe(5);
    expect(fileIdOf([{ id: 5 }])).toBe(5);
    expect(fileIdOf(null)).toBeNull();
    expect(fileIdOf('abc')).toBeNull();
  });
});

describe('resourceFileProblem', () => {
  it('the document must be a PDF of at most 10 MB', () => {
    expect(resourceFileProblem('doc', { mime: 'application/pdf', size: 200 })).toBeNull();
    expect(resourceFileProblem('doc', { mime: 'image/png', size: 200 })).toMatch(/must be a PDF/);
    expect(resourceFileProblem('doc', { mime: 'application/pdf', size: (10 * KB) + 1 })).toMatch(/10 MB or smaller/);
    expect(resourceFileProblem('doc', null)).toMatch(/does not exist/);
  });

  it('the cover must be an image of at most 5 MB', () => {
    for (const mime of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) expect(resourceFileProblem('cover', { mime, size: 100 })).toBeNull();
    expect(resourceFileProblem('cover', { mime: 'application/pdf', size: 100 })).toMatch(/must be an image/);
    expect(resourceFileProblem('cover', { mime: 'image/svg+xml', size: 1 })).toMatch(/must be an image/);
    expect(resourceFileProblem('cover', { mime: 'image/png', size: (5 * KB) + 1 })).toMatch(/5 MB or smaller/);
  });
});
