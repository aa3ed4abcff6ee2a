// One source per list: a content type's label and the admin plugins it joins are written once
// (shared/src/content/content-type-uids.ts, CONTENT_TYPE_EDITORIAL); the definitions take their
// display names from it and every plugin, server and admin, reads its list of types from it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKED as CHECKED_ADMIN } from '../../cms/src/plugins/content-checks/admin/plugin';
import { CHECKED } from '../../cms/src/plugins/content-checks/server/report';
import { TRACKED as TRACKED_ADMIN } from '../../cms/src/plugins/history/admin/plugin';
import { TRACKED } from '../../cms/src/plugins/history/server/store';
import { SCHEDULABLE as SCHEDULABLE_ADMIN } from '../../cms/src/plugins/scheduling/admin/plugin';
import { AUDITED_TYPES } from '../../cms/src/plugins/scheduling/server/audit';
import { SCHEDULABLE } from '../../cms/src/plugins/scheduling/server/validate';
import { CONTENT_TYPE_EDITORIAL, CONTENT_TYPE_UIDS, uidsWith, type ContentTypeName } from '../../shared/src/content/content-type-uids';
import { contentTypeDefinitions } from '../../shared/src/content/content-types';

const repo = path.join(__dirname, '..', '..');
const names = Object.keys(CONTENT_TYPE_UIDS) as ContentTypeName[];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('content types as editors meet them', () => {
  it.each(names)('the %s definition takes its display name and kind from the one list', (name) => {
    const definition = contentTypeDefinitions.find((d) => d.uid === CONTENT_TYPE_UIDS[name]);
    expect(definition?.info.displayName).toBe(CONTENT_TYPE_EDITORIAL[name].label);
    expect(definition?.kind).toBe(CONTENT_TYPE_EDITORIAL[name].single ? 'singleType' : 'collectionType');
  });

  it('every plugin reads its types from the list, on the server and in the admin', () => {
    expect([...TRACKED]).toEqual(uidsWith('history'));
    expect(TRACKED_ADMIN).toEqual(uidsWith('history'));
    expect(SCHEDULABLE).toEqual(uidsWith('scheduling'));
    expect(Object.keys(SCHEDULABLE_ADMIN)).toEqual(uidsWith('scheduling'));
    expect(Object.keys(CHECKED)).toEqual(uidsWith('checks'));
    expect(CHECKED_ADMIN).toEqual(uidsWith('checks'));
    expect(Object.keys(AUDITED_TYPES)).toEqual(uidsWith('audit'));
    expect(AUDITED_TYPES[CONTENT_TYPE_UIDS.global]).toBe(CONTENT_TYPE_EDITORIAL.global.label);
    expect(SCHEDULABLE_ADMIN[CONTENT_TYPE_UIDS.navigation]).toEqual({ label: 'Navigation', single: true });
  });

  it('no content plugin writes a content type label of its own', () => {
    const labels = names.map((n) => CONTENT_TYPE_EDITORIAL[n].label);
    const found = ['history', 'scheduling', 'content-checks'].flatMap((plugin) => files(path.join(repo, 'cms/src/plugins', plugin))).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return labels.filter((label) => new RegExp(`['"]${label}['"]\\s*[,}]`).test(text)).map((label) => `${path.relative(repo, file)}: ${label}`);
    });
    expect(found).toEqual([]);
  });
});
