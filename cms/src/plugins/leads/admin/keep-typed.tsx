// A refused save keeps everything typed. When a save starts, the content manager takes what was
// typed as the form's starting values; it then reads the document again after the save, refused
// or not, and resets the form to what it read whenever that differs from those starting values:
// after a refused save, the document as it was, wiping what the editor typed. Rendered in the
// lead's edit view (inside the content manager's form), this notes what was typed when a save
// starts, forgets it once a save succeeds, and after a refused save puts back each typed field
// the form reset to the stored value; the refused field keeps its message. A field the editor
// changes again is theirs. What it notes is kept per lead outside the component, because the side
// panel may be mounted afresh while the document is read again.
import { useEffect } from 'react';
import { useForm } from '@strapi/strapi/admin';
import { keepTypedStep, type Memory, type Values } from './keep-typed-step';

/** A panel mounted again this soon after the last one left is the same visit (a re-read, not a return). */
const SAME_VISIT_MS = 3000;

const memories = new Map<string, Memory>();

export function KeepTyped({ documentId }: { documentId: string }) {
  const values = useForm('KeepTyped', (s) => s.values as Values);
  const initialValues = useForm('KeepTyped', (s) => s.initialValues as Values);
  const submitting = useForm('KeepTyped', (s) => s.isSubmitting);
  const errors = useForm('KeepTyped', (s) => s.errors);
  const onChange = useForm('KeepTyped', (s) => s.onChange);

  useEffect(() => {
    const kept = memories.get(documentId);
    // A visit that ended a while ago (the editor left and came back) starts afresh.
    if (kept?.left !== undefined && Date.now() - kept.left > SAME_VISIT_MS) memories.delete(documentId);
    return () => {
      const seen = memories.get(documentId);
      if (seen) seen.left = Date.now();
    };
  }, [documentId]);

  useEffect(() => {
    const refused = Object.keys(errors ?? {}).length > 0;
    const { restore, memory } = keepTypedStep(memories.get(documentId) ?? { last: null, pending: null }, { values, initialValues, submitting, refused });
    for (const [field, value] of Object.entries(restore)) onChange(field, value);
    memories.set(documentId, memory);
  }, [documentId, values, initialValues, submitting, errors, onChange]);
  return null;
}
