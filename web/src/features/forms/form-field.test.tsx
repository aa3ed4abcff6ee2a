// How the site draws the form builder's kinds that are not answered by typing: a hidden value is
// an <input type="hidden"> with the editor's value (no label, nothing to see), a heading a
// sub-heading with its help (no control, nothing posted).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FormField } from '@ironbark/shared/forms/definitions';
import { FieldControl } from './form-field';

const draw = (field: FormField) => renderToStaticMarkup(<FieldControl field={field} id="f-x" onBlur={() => undefined} />);

describe('FieldControl', () => {
  it('draws a hidden value as a hidden input with its value, and no label', () => {
    const html = draw({ name: 'event', label: 'Event', type: 'hidden', required: false, value: 'connect-2027', kind: 'hidden' });
    expect(html).toBe('<input type="hidden" name="event" value="connect-2027"/>');
  });

  it('draws a heading as a sub-heading with its help, and no control', () => {
    const html = draw({ name: '_heading1', label: 'About you', type: 'heading', required: false, help: 'So we know who is coming.', kind: 'heading' });
    expect(html).toMatch(/^<div[^>]*><h3[^>]*>About you<\/h3><p[^>]*>So we know who is coming\.<\/p><\/div>$/);
    expect(html).not.toContain('<input');
    expect(html).not.toContain('optional');
  });

  it('draws an answered field with its label and control as before', () => {
    const html = draw({ name: 'name', label: 'Full name', type: 'text', required: true, kind: 'short-text' });
    expect(html).toContain('<label for="f-x"');
    expect(html).toContain('Full name');
    expect(html).toContain('<input id="f-x" required="" type="text" class="input" name="name"/>');
  });
});
