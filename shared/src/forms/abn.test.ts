import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn, normaliseAbn } from './abn.js';

describe('isValidAbn', () => {
  it('accepts a valid ABN written with spaces', () => {
    expect(isValidAbn('51 824 670 580')).toBe(true);
  });

  it('accepts the same ABN without spaces or with hyphens', () => {
    expect(isValidAbn('51824670580')).toBe(true);
    expect(isValidAbn('51-824-670-580')).toBe(true);
  });

  it('accepts other ABNs whose check digits are right', () => {
    expect(isValidAbn('53 004 085 616')).toBe(true);
    expect(isValidAbn('83 914 571 673')).toBe(true);
  });

  it('refuses an ABN whose checksum is wrong', () => {
    expect(isValidAbn('51 824 670 581')).toBe(false);
    expect(isValidAbn('15 824 670 580')).toBe(false);
  });

  it('refuses ten or twelve digits', () => {
    expect(isValidAbn('5182467058')).toBe(false);
    expect(isValidAbn('518246705800')).toBe(false);
  });

  it('refuses letters, even where the digits would otherwise be eleven', () => {
    expect(isValidAbn('51 824 670 58O')).toBe(false);
    expect(isValidAbn('ABN 51824670580')).toBe(false);
  });

  it('refuses the empty string', () => {
    expect(isValidAbn('')).toBe(false);
  });
});

describe('normaliseAbn and formatAbn', () => {
  it('strips spaces and hyphens', () => {
    expect(normaliseAbn(' 51 824-670 580 ')).toBe('51824670580');
  });

  it('groups eleven digits as 2-3-3-3', () => {
    expect(formatAbn('51824670580')).toBe('51 824 670 580');
  });

  it('leaves anything that is not eleven digits as it was', () => {
    expect(formatAbn('1234')).toBe('1234');
  });
});
