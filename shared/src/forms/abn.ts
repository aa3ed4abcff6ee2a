// Australian Business Number check digits (ATO algorithm): subtract 1 from the first digit,
// weight the 11 digits by 10, 1, 3, 5, ..., 19, and the sum must divide by 89.
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

export function normaliseAbn(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isValidAbn(input: string): boolean {
  const abn = normaliseAbn(input);
  if (!/^\d{11}$/.test(abn)) return false;
  const digits = abn.split('').map(Number);
  digits[0] = digits[0]! - 1;
  const sum = digits.reduce((acc, d, i) => acc + d * WEIGHTS[i]!, 0);
  return sum % 89 === 0;
}

/** "51824670580" -> "51 824 670 580" */
export function formatAbn(input: string): string {
  const abn = normaliseAbn(input);
  return abn.length === 11 ? `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}` : input;
}
