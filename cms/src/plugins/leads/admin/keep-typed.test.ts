import { describe, expect, it } from 'vitest';
import { keepTypedStep } from './keep-typed-step';

type Memory = Parameters<typeof keepTypedStep>[0];
const stored = { leadStatus: 'new', notes: null };
const typed = { leadStatus: 'contacted', notes: 'Rang Casey\u0007' };

/** Runs the renders the content manager goes through, returning what was put back at each. */
function run(renders: { values: Record<string, unknown>; initialValues: Record<string, unknown>; submitting: boolean; refused: boolean }[]) {
  let memory: Memory = { last: null, pending: null };
  return renders.map((r) => {
    const step = keepTypedStep(memory, r);
    memory = step.memory;
    return step.restore;
  });
}

describe('a refused save keeps what was typed', () => {
  it('puts typed fields back when the re-read after a refused save resets the form', () => {
    const restored = run([
      { values: typed, initialValues: stored, submitting: false, refused: false },
      // The save starts: the content manager takes the typed values as its starting values.
      { values: typed, initialValues: typed, submitting: true, refused: false },
      { values: typed, initialValues: typed, submitting: false, refused: true },
      // The document read again resets the form to what is stored.
      { values: stored, initialValues: stored, submitting: false, refused: true },
    ]);
    expect(restored[3]).toEqual(typed);
    expect(restored.slice(0, 3)).toEqual([{}, {}, {}]);
  });

  it('puts nothing back after a save that succeeded', () => {
    const restored = run([
      { values: typed, initialValues: stored, submitting: false, refused: false },
      { values: typed, initialValues: typed, submitting: true, refused: false },
      { values: typed, initialValues: typed, submitting: false, refused: false },
      { values: stored, initialValues: stored, submitting: false, refused: false },
    ]);
    expect(restored).toEqual([{}, {}, {}, {}]);
  });

  it('leaves a field the editor changed again after the refusal', () => {
    const mended = { ...typed, notes: 'Rang Casey' };
    const restored = run([
      { values: typed, initialValues: stored, submitting: false, refused: false },
      { values: typed, initialValues: typed, submitting: true, refused: false },
      { values: typed, initialValues: typed, submitting: false, refused: true },
      { values: mended, initialValues: typed, submitting: false, refused: true },
      { values: { ...mended, notes: null }, initialValues: stored, submitting: false, refused: true },
    ]);
    // The status was never reset; the note the editor was changing is theirs.
    expect(restored[4]).toEqual({});
  });
});
