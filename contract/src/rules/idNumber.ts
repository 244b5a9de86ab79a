/** Mainland resident ID number: 18 characters, the last the GB 11643 check digit (X for 10). */
export const ID_NUMBER_ERROR = '请填写正确的身份证号';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function isIdNumber(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(value[i]), 0);
  return CHECK[sum % 11] === value[17].toUpperCase();
}
