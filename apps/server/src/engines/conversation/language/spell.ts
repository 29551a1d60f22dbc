const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const ICAO_ONES = ['zero', 'one', 'two', 'tree', 'four', 'fife', 'six', 'seven', 'eight', 'niner'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Digit by digit, as frequencies, headings and squawk codes are spoken: "one two four point three five". */
export function spellDigits(text: string, icao = false): string {
  const names = icao ? ICAO_ONES : ONES;
  return [...text]
    .map((ch) => (ch === '.' ? (icao ? 'decimal' : 'point') : names[Number(ch)]))
    .filter(Boolean)
    .join(' ');
}

function below1000(n: number): string {
  const parts: string[] = [];
  if (n >= 100) {
    parts.push(`${ONES[Math.floor(n / 100)]} hundred`);
    n %= 100;
  }
  if (n >= 20) {
    parts.push(n % 10 ? `${TENS[Math.floor(n / 10)]} ${ONES[n % 10]}` : TENS[Math.floor(n / 10)]!);
  } else if (n >= 10) parts.push(TEENS[n - 10]!);
  else if (n > 0 || parts.length === 0) parts.push(ONES[n]!);
  return parts.join(' ');
}

/** As a whole number in words: 4500 → "four thousand five hundred" (0 ≤ n < 1,000,000). */
export function spellWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000) throw new RangeError(`cannot spell ${n}`);
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  if (thousands === 0) return below1000(rest);
  return rest ? `${below1000(thousands)} thousand ${below1000(rest)}` : `${below1000(thousands)} thousand`;
}

/** Altitudes the way ATC says them (AIM 4-2-9): 4500 → "four thousand five hundred", 11000 → "one one thousand". */
export function spellAltitude(feet: number): string {
  const thousands = Math.floor(feet / 1000);
  const hundreds = Math.floor((feet % 1000) / 100);
  const head =
    thousands >= 10
      ? `${spellDigits(String(thousands))} thousand`
      : thousands
        ? `${ONES[thousands]} thousand`
        : '';
  const tail = hundreds ? `${ONES[hundreds]} hundred` : '';
  return [head, tail].filter(Boolean).join(' ') || 'zero';
}
