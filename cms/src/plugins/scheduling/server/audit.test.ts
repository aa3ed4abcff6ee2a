import { describe, expect, it } from 'vitest';
import { auditRecordFrom, requestActor } from './audit';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

describe("what another plugin emits as 'audit.record'", () => {
  it('is kept as given when it names a known action and a type', () => {
    const record = {
      action: 'restore',
      uid: CONTENT_TYPE_UIDS.page,
      documentId: 'abcdefghij0123456789',
      locale: null,
      actor: { kind: 'admin', id: 3, name: 'Demo Editor', email: 'admin@example.com' },
      summary: 'Restored the version of 26 Nov 2026, 4:10 pm into the draft',
    };
    // A copy goes in, so the comparison is with what was given, not with the object itself.
    expect(auditRecordFrom(structuredClone(record))).toEqual(record);
  });

  it('an unknown actor kind or a missing actor is the system; a bad action or no type is dropped', () => {
    expect(auditRecordFrom({ action: 'delete', uid: CONTENT_TYPE_UIDS.blog, actor: { kind: 'robot' } })?.actor).toEqual({ kind: 'system', id: null, name: null, email: null });
    expect(auditRecordFrom({ action: 'delete', uid: CONTENT_TYPE_UIDS.blog })?.actor.kind).toBe('system');
    expect(auditRecordFrom({ action: 'explode', uid: CONTENT_TYPE_UIDS.blog })).toBeNull();
    expect(auditRecordFrom({ action: 'publish' })).toBeNull();
    expect(auditRecordFrom('publish')).toBeNull();
  });
});

describe('who is behind a request', () => {
  it('an admin by their name, staff by their username, anyone else (the web’s token) nobody', () => {
    expect(requestActor({ user: { id: 1, firstname: 'Demo', lastname: 'Editor', email: 'admin@example.com' }, auth: { strategy: { name: 'admin' } } })).toEqual({
      kind: 'admin',
      id: 1,
      name: 'Demo Editor',
      email: 'admin@example.com',
    });
    expect(requestActor({ user: { id: 7, username: 'staff', email: 'staff@example.com' }, auth: { strategy: { name: 'users-permissions' } } })).toEqual({
      kind: 'staff',
      id: 7,
      name: 'staff',
      email: 'staff@example.com',
    });
    expect(requestActor({ auth: { strategy: { name: 'api-token' } } })).toBeNull();
    expect(requestActor(undefined)).toBeNull();
  });
});
