const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿', '万亿'];

/** One group of four digits (0..9999) in capitals, zeros inside collapsed to one 零. */
function group(n: number): string {
  let out = '';
  let zero = false;
  for (let i = 3; i >= 0; i -= 1) {
    const d = Math.floor(n / 10 ** i) % 10;
    if (d === 0) zero = out !== '';
    else {
      out += (zero ? '零' : '') + DIGITS[d] + SMALL_UNITS[i];
      zero = false;
    }
  }
  return out;
}

/** Yuan in capitals as on a Chinese invoice: 98000 fen → 玖佰捌拾元整, 100050 → 壹仟元零伍角, negative → 负…. */
export function capitalAmount(fen: number): string {
  if (fen < 0) return `负${capitalAmount(-fen)}`;
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cent = fen % 10;
  let integer = '';
  let pendingZero = false;
  const groups: number[] = [];
  for (let y = yuan; y > 0; y = Math.floor(y / 10000)) groups.push(y % 10000);
  for (let i = groups.length - 1; i >= 0; i -= 1) {
    const g = groups[i];
    if (g === 0) {
      pendingZero = integer !== '';
      continue;
    }
    // A group below 1000 after a higher one reads with a 零 (壹万零伍佰).
    if (integer && (pendingZero || g < 1000)) integer += '零';
    integer += group(g) + BIG_UNITS[i];
    pendingZero = false;
  }
  const head = integer ? `${integer}元` : '';
  if (!jiao && !cent) return `${head || '零元'}整`;
  const jiaoText = jiao ? `${DIGITS[jiao]}角` : head ? '零' : '';
  return `${head}${jiaoText}${cent ? `${DIGITS[cent]}分` : ''}`;
}

export interface TaxedLine {
  /** Fen, tax included: what was paid. */
  amount: number;
  /** Percent, e.g. 6. */
  rate: number;
  tax: number;
  /** amount - tax. */
  net: number;
}

/** Splits a tax-inclusive amount: tax = amount × rate / (100 + rate), rounded to the fen; net + tax = amount exactly. */
export function splitTax(amount: number, rate: number): TaxedLine {
  const tax = Math.round((amount * rate) / (100 + rate));
  return { amount, rate, tax, net: amount - tax };
}
