import { describe, expect, it } from 'vitest';
import type { ContentSource } from './content-source';
import { createRoutes } from '../routes';
import { excludedPaths, speculationRules } from './speculation-rules';

const routes = createRoutes({} as ContentSource);

describe('speculation rules', () => {
  it('never reach the staff screens, /login, /preview, /search, the /resources list, the API or files', () => {
    const excluded = excludedPaths(routes);
    for (const path of ['/login', '/resources-manage', '/resources-manage/new', '/resources-manage/*', '/change-password', '/preview', '/search', '/resources', '/api/*', '/uploads/*', '/assets/*']) {
      expect(excluded, path).toContain(path);
    }
  });

  it('allow ordinary pages and articles', () => {
    const excluded = excludedPaths(routes);
    for (const path of ['/', '/*', '/resources/*', '/contact-us']) expect(excluded, path).not.toContain(path);
  });

  it('prerender on intent (moderate), links opening elsewhere or downloads excepted', () => {
    const rules = speculationRules(routes);
    expect(rules.prerender).toHaveLength(1);
    expect(rules.prerender[0]!.eagerness).toBe('moderate');
    expect(JSON.stringify(rules)).toContain('[download], [target]');
  });
});
