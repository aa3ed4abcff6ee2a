// What the lead's edit view puts back after a refused save (keep-typed.tsx): one step per render
// of the content manager's form, pure so it is tested on its own (keep-typed.test.ts).
export type Values = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields typed over the form's initial values (what a reset would lose). */
export function typedFields(values: Values, initial: Values): string[] {
  return Object.keys(values).filter((k) => !same(values[k], initial[k]));
}

export interface Memory {
  last: { values: Values; initialValues: Values; submitting: boolean } | null;
  /** What was typed when the last save started, until it is saved or changed again. */
  pending: Values | null;
  left?: number;
}

/** One step: what to put back into the form now, and what to remember. */
export function keepTypedStep(memory: Memory, now: { values: Values; initialValues: Values; submitting: boolean; refused: boolean }): { restore: Values; memory: Memory } {
  let pending = memory.pending;
  const last = memory.last;
  if (now.submitting && !last?.submitting) {
    // A save starts: note what was typed, against the form as it stood before it.
    const base = last ?? now;
    const typed = typedFields(base.values, base.initialValues);
    pending = typed.length > 0 ? Object.fromEntries(typed.map((f) => [f, base.values[f]])) : null;
  }
  if (!now.submitting && last?.submitting && !now.refused) pending = null; // saved
  const restore: Values = {};
  if (pending && !now.submitting) {
    const left: Values = {};
    for (const [field, typed] of Object.entries(pending)) {
      if (same(now.values[field], typed)) left[field] = typed;
      else if (same(now.values[field], now.initialValues[field])) {
        // Reset to the stored value by the re-read: put the typed value back.
        restore[field] = typed;
        left[field] = typed;
      }
      // Otherwise the editor changed it again: theirs, no longer ours to keep.
    }
    pending = Object.keys(left).length > 0 ? left : null;
  }
  return { restore, memory: { last: { values: { ...now.values, ...restore }, initialValues: now.initialValues, submitting: now.submitting }, pending } };
}
