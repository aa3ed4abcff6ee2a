import { describe, expect, it } from 'vitest';
import { CLOSED_NOTE, notesAfterMove } from './lead-statuses';

describe('moving closed leads to lost', () => {
  it('says so in the notes, above whatever the team had written', () => {
    expect(notesAfterMove(null)).toBe(CLOSED_NOTE);
    expect(notesAfterMove('Quoted in March.')).toBe(`${CLOSED_NOTE}\n\nQuoted in March.`);
    expect(notesAfterMove('x'.repeat(5000))).toHaveLength(4000);
  });
});
