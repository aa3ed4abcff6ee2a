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

  it('draws a multi-select as a group of tick boxes of one name, the posted answer ticked again', () => {
    const field: FormField = {
      name: 'services',
      label: 'Which services interest you?',
      type: 'multiselect',
      required: true,
      kind: 'multi-select',
      options: [
        { value: 'wifi', label: 'Managed Wi-Fi' },
        { value: 'radio', label: 'Two-way radio' },
        { value: 'cctv', label: 'CCTV' },
      ],
    };
    const html = renderToStaticMarkup(<FieldControl field={field} id="f-services" initial="wifi,cctv" error="Choose at least one" onBlur={() => undefined} />);
    expect(html).toMatch(/^<fieldset[^>]*aria-describedby="f-services-error"[^>]*><legend[^>]*>Which services interest you\?<\/legend>/);
    expect(html).not.toContain('type="multiselect"');
    const boxes = [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(3);
    expect(boxes.every((b) => b.includes('name="services"'))).toBe(true);
    expect(boxes.map((b) => /checked=""/.test(b))).toEqual([true, false, true]);
    expect(boxes[0]).toContain('id="f-services"');
    expect(html).toContain('Two-way radio');
    expect(html).toContain('<p id="f-services-error"');
  });
});
