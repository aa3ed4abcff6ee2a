import { describe, expect, it } from 'vitest';
import { errorPage, useStylesheets } from './errors.server';

describe('errorPage', () => {
  it('says the problem was logged only when it was', () => {
    expect(errorPage(500, { logged: true })).toContain('The problem has been logged.');
    expect(errorPage(500)).not.toContain('logged');
  });

  it('explains a bad address (400), a refused post (403) and an unavailable service (503) in their own words', () => {
    expect(errorPage(400)).toContain('We could not read that address');
    expect(errorPage(503)).toContain('temporarily unavailable');
    expect(errorPage(403)).toContain('This page has expired');
  });

  it("uses the site's stylesheets and no inline script or style", () => {
    useStylesheets('<link rel="stylesheet" href="/assets/index-abc12345.css"><link rel="modulepreload" href="/assets/x.js">');
    const html = errorPage(400);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc12345.css">');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toMatch(/<script|<style|\sstyle=/);
  });
});
