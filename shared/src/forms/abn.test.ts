import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn, normaliseAbn } from './abn.js';

describe('isValidAbn', () => {
  it.each([
    ['51 824 670 580', true, 'a valid ABN written with spaces'],
    ['51824670580', true, 'the same ABN without spaces'],
    ['51-824-670-580', true, 'the same ABN with hyphens'],
    ['53 004 085 616', true, 'another ABN whose check digits are right'],
    ['83 914 571 673', true, 'another ABN whose check digits are right'],
    ['51 824 670 581', false, 'its checksum is wrong'],
    ['15 824 670 580', false, 'its checksum is wrong'],
    ['5182467058', false, 'ten digits'],
    ['518246705800', false, 'twelve digits'],
    ['51 824 670 58O', false, 'a letter, where the digits would otherwise be eleven'],
    ['ABN 51824670580', false, 'letters before eleven digits'],
    ['', false, 'the empty string'],
  ])('%j is valid: %s (%s)', (abn, valid) => {
    expect(isValidAbn(abn)).toBe(valid);
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
