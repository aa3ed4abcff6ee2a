import { describe, expect, it } from 'vitest';
import { connectionAllowsPreload, pathAllowsPreload } from './preload';

describe('connectionAllowsPreload', () => {
  it('allows preloading when the browser says nothing about the connection', () => {
    expect(connectionAllowsPreload(undefined)).toBe(true);
    expect(connectionAllowsPreload({})).toBe(true);
  });

  it('refuses when the visitor turned data saver on, whatever the speed', () => {
    expect(connectionAllowsPreload({ saveData: true })).toBe(false);
    expect(connectionAllowsPreload({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it('allows with data saver off on a fast connection', () => {
    expect(connectionAllowsPreload({ saveData: false, effectiveType: '4g' })).toBe(true);
  });

  it.each([
    ['slow-2g', false],
    ['2g', false],
    ['3g', true],
    ['4g', true],
  ])('on an effective type of %s, allows: %s', (effectiveType, allowed) => {
    expect(connectionAllowsPreload({ saveData: false, effectiveType })).toBe(allowed);
  });
});

describe('pathAllowsPreload', () => {
  it.each(['/resources-manage', '/change-password', '/login'])('refuses the staff route %s', (path) => {
    expect(pathAllowsPreload(path)).toBe(false);
  });

  it('refuses staff routes whatever their case, query string, fragment or sub-path', () => {
    expect(pathAllowsPreload('/LOGIN')).toBe(false);
    expect(pathAllowsPreload('/login?next=/resources-manage')).toBe(false);
    expect(pathAllowsPreload('/change-password#form')).toBe(false);
    expect(pathAllowsPreload('/resources-manage/new')).toBe(false);
  });

  it('refuses the search and resource routes, which change with every visit', () => {
    expect(pathAllowsPreload('/search')).toBe(false);
    expect(pathAllowsPreload('/resources')).toBe(false);
    expect(pathAllowsPreload('/resources/council-goes-sd-wan')).toBe(false);
  });

  it.each(['/', '/about-us', '/services/cloud-services', '/services/cloud-services/baas', '/Caravan23', '/contact-us?popup=thank-you'])(
    'allows the content page %s',
    (path) => {
      expect(pathAllowsPreload(path)).toBe(true);
    },
  );

  it('matches whole path segments, so pages that merely start like a refused route are allowed', () => {
    expect(pathAllowsPreload('/login-help')).toBe(true);
    expect(pathAllowsPreload('/searchlight')).toBe(true);
  });
});
