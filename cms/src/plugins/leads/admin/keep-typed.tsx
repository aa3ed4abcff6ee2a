// A refused save keeps everything typed. The content manager reads a document again after every
// save, refused or not, and resets its form to what it read whenever that is not deep-equal to
// what the form was opened with (a lead's alerts were logged, its owner changed in the panel
// meanwhile, or merely a copy its deep comparison tells apart), wiping what the editor typed and
// had not saved. Rendered in the lead's edit view (inside the content manager's form), this puts
// back each field the editor had changed whenever the form takes new initial values; the refused
// field keeps its message. What it last saw is kept per lead outside the component, because the
// side panel itself may be mounted afresh while the document is read again.
import { useEffect } from 'react';
import { useForm } from '@strapi/strapi/admin';

type Values = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields typed over the form's initial values (what a reset would lose). */
export function typedFields(values: Values, initial: Values): string[] {
  return Object.keys(values).filter((k) => !same(values[k], initial[k]));
}

/** A panel mounted again this soon after the last one left is the same visit (a re-read, not a return). */
const SAME_VISIT_MS = 3000;

const lastSeen = new Map<string, { values: Values; initialValues: Values; left?: number }>();

export function KeepTyped({ documentId }: { documentId: string }) {
  const values = useForm('KeepTyped', (s) => s.values as Values);
  const initialValues = useForm('KeepTyped', (s) => s.initialValues as Values);
  const onChange = useForm('KeepTyped', (s) => s.onChange);

  useEffect(() => {
    const prev = lastSeen.get(documentId);
    // A visit that ended a while ago (the editor left and came back) starts afresh.
    if (prev?.left !== undefined && Date.now() - prev.left > SAME_VISIT_MS) lastSeen.delete(documentId);
    return () => {
      const seen = lastSeen.get(documentId);
      if (seen) seen.left = Date.now();
    };
  }, [documentId]);

  useEffect(() => {
    const prev = lastSeen.get(documentId);
    let now = values;
    // The form takes new initial values only when it is reset: after a save (the saved values,
    // so nothing is put back) or when the document it read again is not deep-equal to before.
    if (prev && prev.initialValues !== initialValues) {
      const restored: Values = {};
      for (const field of typedFields(prev.values, prev.initialValues)) {
        if (!same(values[field], prev.values[field])) {
          restored[field] = prev.values[field];
          onChange(field, prev.values[field]);
        }
      }
      now = { ...values, ...restored };
    }
    lastSeen.set(documentId, { values: now, initialValues });
  }, [documentId, values, initialValues, onChange]);
  return null;
}
