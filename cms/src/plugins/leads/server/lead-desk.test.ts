import { describe, expect, it } from 'vitest';
import { relationTargets } from '../../../forms/form-submission-rules';
import { bulkChange } from './controllers';
import { ownerEmail } from './lead-owners';

describe('the desk’s bulk change', () => {
  it('takes leads and a status and/or an owner (or no owner)', () => {
    expect(bulkChange({ documentIds: ['a1', 'b2', 'a1'], leadStatus: 'contacted' })).toEqual({ documentIds: ['a1', 'b2'], leadStatus: 'contacted' });
    expect(bulkChange({ documentIds: ['a1'], owner: 7 })).toEqual({ documentIds: ['a1'], owner: 7 });
    expect(bulkChange({ documentIds: ['a1'], owner: null })).toEqual({ documentIds: ['a1'], owner: null });
  });

  it('refuses what it cannot do, saying which part is wrong', () => {
    expect(bulkChange({ documentIds: [], leadStatus: 'new' })).toMatch(/^documentIds:/);
    expect(bulkChange({ documentIds: ['a1; drop'], leadStatus: 'new' })).toMatch(/^documentIds:/);
    expect(bulkChange({ documentIds: Array.from({ length: 101 }, (_, i) => `d${i}`), leadStatus: 'new' })).toMatch(/at most 100/);
    expect(bulkChange({ documentIds: ['a1'], leadStatus: 'closed' })).toMatch(/^leadStatus: one of New, Contacted/);
    expect(bulkChange({ documentIds: ['a1'], owner: 'admin@example.com' })).toMatch(/^owner:/);
    expect(bulkChange({ documentIds: ['a1'] })).toBe('Choose a status or an owner to set');
    expect(bulkChange(null)).toMatch(/^documentIds:/);
  });
});

describe('the owner a relation names', () => {
  it('reads every shape Strapi takes for a relation', () => {
    expect(relationTargets(5)).toEqual({ ids: [5], documentIds: [] });
    expect(relationTargets('12')).toEqual({ ids: [12], documentIds: [] });
    expect(relationTargets('abc123')).toEqual({ ids: [], documentIds: ['abc123'] });
    expect(relationTargets({ set: [{ id: 3 }] })).toEqual({ ids: [3], documentIds: [] });
    expect(relationTargets({ connect: [{ id: 3, documentId: 'x9' }], disconnect: [{ id: 4 }] })).toEqual({ ids: [], documentIds: ['x9'] });
    expect(relationTargets({ connect: [], disconnect: [{ id: 4 }] })).toEqual({ ids: [], documentIds: [] });
    expect(relationTargets(null)).toEqual({ ids: [], documentIds: [] });
    expect(relationTargets([1, 2])).toEqual({ ids: [1, 2], documentIds: [] });
  });
});

describe("the owner's e-mail", () => {
  const lead = { documentId: 'd1', form: 'contact', name: 'Casey <Lead>', email: 'casey@example.com', company: 'Riverina Freight', message: 'Twelve depots.' };
  const owner = { id: 2, firstname: 'Ana', lastname: null, email: 'ana@ironbark.example' };

  it('says why the lead is theirs and links to it', () => {
    const rule = ownerEmail(lead, owner, { by: 'rule' }, 'Ironbark', 'https://cms.example/admin/lead/d1');
    expect(rule.subject).toBe('[Ironbark] A lead for you: Casey <Lead>, Riverina Freight');
    expect(rule.text).toContain('Hello Ana,');
    expect(rule.text).toContain('a Lead routing rule gave it to you');
    expect(rule.text).toContain('Open the lead in the CMS: https://cms.example/admin/lead/d1');
    expect(rule.replyTo).toBe('casey@example.com');
    expect(ownerEmail(lead, owner, { by: 'round-robin' }, 'Ironbark', 'u').text).toContain('it was your turn');
    expect(ownerEmail(lead, owner, { by: 'person', name: 'Demo Editor' }, 'Ironbark', 'u').text).toContain('Demo Editor gave it to you');
  });
});
