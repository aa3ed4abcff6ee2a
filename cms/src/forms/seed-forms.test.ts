import { describe, expect, it } from 'vitest';
import { FORMS } from '@ironbark/shared/forms/definitions';
import { runtimeForm } from '@ironbark/shared/forms/field-kinds/index';
import { formsToSeed, seededForm } from './seed-forms';

describe('the three code forms as CMS forms', () => {
  it('creates each missing form once: none after the marker, none that already has its key', () => {
    expect(formsToSeed({ marked: false, existingKeys: [] })).toEqual(['contact', 'partner', 'campaign-lead']);
    expect(formsToSeed({ marked: false, existingKeys: ['partner'] })).toEqual(['contact', 'campaign-lead']);
    expect(formsToSeed({ marked: true, existingKeys: [] })).toEqual([]);
  });

  it.each(['contact', 'partner', 'campaign-lead'] as const)('seeds the %s form with exactly its code definition', (name) => {
    const seeded = seededForm(name);
    const result = runtimeForm(seeded);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    // Its name for people (label) besides; the rest exactly the code definition.
    const { label, ...form } = result.form;
    expect(label).toBe(seeded.name);
    expect({ ...form, fields: form.fields.map(({ kind: _kind, ...f }) => f) }).toEqual(FORMS[name]);
  });
});
