/** GB 32100-2015 characters; a character's value is its index (no I, O, S, V, Z). */
const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** 3^(i-1) mod 31 for the first 17 characters. */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** GB 11714 organisation code weights for its first 8 characters. */
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** The check character of the first 17 characters of a credit code. */
function creditCheckChar(first17: string): string {
  const sum = [...first17].reduce((s, c, i) => s + CHARS.indexOf(c) * WEIGHTS[i], 0);
  return CHARS[(31 - (sum % 31)) % 31];
}

/** The check character of the first 8 characters of an organisation code (digits and capital letters). */
function orgCheckChar(first8: string): string {
  const value = (c: string) => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
  const sum = [...first8].reduce((s, c, i) => s + value(c) * ORG_WEIGHTS[i], 0);
  const r = 11 - (sum % 11);
  return r === 10 ? 'X' : r === 11 ? '0' : String(r);
}

/**
 * Why `code` is not a unified social credit code, or null when it is one: 18 characters of the
 * standard's alphabet, the organisation code inside (characters 9-17) passing GB 11714, and the
 * last character the GB 32100 check character.
 */
export function creditCodeProblem(code: string): string | null {
  if (code.length !== 18) return '应为18位';
  if (![...code].every((c) => CHARS.includes(c))) return '含有不允许的字符（只能是数字和除 I、O、S、V、Z 外的大写字母）';
  const org = code.slice(8, 17);
  if (!/^[0-9A-Z]{8}[0-9X]$/.test(org) || orgCheckChar(org.slice(0, 8)) !== org[8]) return '其中的组织机构代码校验不通过';
  if (creditCheckChar(code.slice(0, 17)) !== code[17]) return '校验位不正确';
  return null;
}
