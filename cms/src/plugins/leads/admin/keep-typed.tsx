// A refused save keeps everything typed. The content manager reads a document again after every
// save, refused or not, and when what it reads differs from what the form was opened with (a
// lead's alerts were logged, its owner changed in the panel meanwhile, or merely an equal copy
// that its deep comparison tells apart) it resets the form to it, wiping what the editor typed
// and had not saved. Rendered in the lead's edit view (inside the
// content manager's form), this puts back each field the editor had changed whenever the
// document read again differs; the refused field keeps its message.
import { useEffect, useRef } from 'react';
import { useForm } from '@strapi/strapi/admin';

type Values = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields typed over the form's initial values (what a reset would lose). */
export function typedFields(values: Values, initial: Values): string[] {
  return Object.keys(values).filter((k) => !same(values[k], initial[k]));
}

export function KeepTyped({ documentId }: { documentId: string }) {
  const values = useForm('KeepTyped', (s) => s.values as Values);
  const initialValues = useForm('KeepTyped', (s) => s.initialValues as Values);
  const onChange = useForm('KeepTyped', (s) => s.onChange);
  const before = useRef<{ documentId: string; values: Values; initialValues: Values }>({ documentId, values, initialValues });
  useEffect(() => {
    const prev = before.current;
    // The form takes new initial values only when it is reset: after a save (the saved values,
    // so nothing is put back) or when the document read again is not deep-equal to what it had
    // (even when it looks the same: lodash's equality sees differences JSON does not).
    if (prev.documentId === documentId && prev.initialValues !== initialValues) {
      for (const field of typedFields(prev.values, prev.initialValues)) {
        if (!same(values[field], prev.values[field])) onChange(field, prev.values[field]);
      }
    }
    before.current = { documentId, values, initialValues };
  }, [documentId, values, initialValues, onChange]);
  return null;
}
