import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn, normaliseAbn } from './abn.js';

describe('isValidAbn', () => {
  it.each([
    ['51 824 670 580', 'a valid ABN written with spaces'],
    ['51824670580', 'the same ABN without spaces'],
    ['51-824-670-580', 'the same ABN with hyphens'],
    ['53 004 085 616', 'another ABN whose check digits are right'],
    ['83 914 571 673', 'another ABN whose check digits are right'],
  ])('accepts %j: %s', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });

  it.each([
    ['51 824 670 581', 'its checksum is wrong'],
    ['15 824 670 580', 'its checksum is wrong'],
    ['5182467058', 'ten digits'],
    ['518246705800', 'twelve digits'],
    ['51 824 670 58O', 'a letter, where the digits would otherwise be eleven'],
    ['ABN 51824670580', 'letters before eleven digits'],
    ['', 'the empty string'],
  ])('refuses %j: %s', (abn) => {
    expect(isValidAbn(abn)).toBe(false);
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
