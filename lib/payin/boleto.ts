/**
 * FEBRABAN boleto numbers: the 44-digit bar code and the 47-digit digitable line.
 * Bar code: bank(3) currency(1, "9") DV(1) due factor(4) amount in cents(10) free field(25).
 */

const BASE_DATE_UTC = Date.UTC(1997, 9, 7);
const DAY_MS = 86_400_000;

/** Days since 1997-10-07, wrapped into 1000–9999: the factor reached 9999 on 2025-02-21 and restarted at 1000 on 2025-02-22. */
export function dueDateFactor(dueDate: string): string {
  const [year = NaN, month = NaN, day = NaN] = dueDate.split('-').map(Number);
  const days = Math.round((Date.UTC(year, month - 1, day) - BASE_DATE_UTC) / DAY_MS);
  if (days < 1000) throw new RangeError(`due date ${dueDate} is before the factor range`);
  return String(((days - 1000) % 9000) + 1000);
}

/** Mod 10 with weights 2,1 from the right; two-digit products add their digits. */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** 11 minus the remainder by 11 of the digits weighted 2–9 from the right (the weights restart after 9). */
function mod11Complement(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  return 11 - (sum % 11);
}

/** Mod 11 with weights 2–9 from the right; 0, 10 and 11 become 1 (the bar code's general digit). */
export function mod11(digits: string): number {
  const digit = mod11Complement(digits);
  return digit === 10 || digit === 11 ? 1 : digit;
}

export type BoletoInput = {
  bankCode: string;
  amountCents: number;
  dueDate: string;
  agency: string;
  wallet: string;
  ourNumber: string;
  account: string;
};

const digitsOf = (value: string, length: number, name: string) => {
  if (!new RegExp(`^\\d{1,${length}}$`).test(value)) throw new RangeError(`${name} must be at most ${length} digits`);
  return value.padStart(length, '0');
};

/** The bank's free field: agency(4) wallet(2) our number(11) account(7) and a zero. */
function freeField(input: BoletoInput): string {
  return `${digitsOf(input.agency, 4, 'agency')}${digitsOf(input.wallet, 2, 'wallet')}${digitsOf(input.ourNumber, 11, 'ourNumber')}${digitsOf(input.account, 7, 'account')}0`;
}

export function buildBarCode(input: BoletoInput): string {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0 || input.amountCents > 9_999_999_999) {
    throw new RangeError('amount must fit in ten digits of cents');
  }
  const bank = digitsOf(input.bankCode, 3, 'bankCode');
  const rest = `${dueDateFactor(input.dueDate)}${String(input.amountCents).padStart(10, '0')}${freeField(input)}`;
  const general = mod11(`${bank}9${rest}`);
  return `${bank}9${general}${rest}`;
}

/** The 47 digits people type: three fields with mod-10 digits, the general digit, then factor and amount. */
export function digitableLine(barCode: string): string {
  const field1 = `${barCode.slice(0, 4)}${barCode.slice(19, 24)}`;
  const field2 = barCode.slice(24, 34);
  const field3 = barCode.slice(34, 44);
  return `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${barCode[4]}${barCode.slice(5, 19)}`;
}

/** `00190.00009 01234.567890 …` grouping, for people reading it off a page. */
export function formatDigitableLine(line: string): string {
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}

/**
 * The 44-digit bar code a 47-digit digitable line stands for (FEBRABAN; Carta-Circular BCB nº 2.926/2000): the
 * inverse of `digitableLine`. Punctuation and spaces are ignored. Throws a RangeError unless the line has 47 digits
 * whose three field digits (mod 10) and general digit (mod 11) all hold, so a mistyped line never becomes bars.
 */
export function barCodeFromDigitableLine(line: string): string {
  const digits = line.replace(/[\s.]/g, '');
  if (!/^\d{47}$/.test(digits)) throw new RangeError('a digitable line has 47 digits');
  const fields = [digits.slice(0, 10), digits.slice(10, 21), digits.slice(21, 32)];
  if (fields.some((field) => mod10(field.slice(0, -1)) !== Number(field.at(-1)))) {
    throw new RangeError('a field check digit of the digitable line does not match');
  }
  const [field1 = '', field2 = '', field3 = ''] = fields;
  const barCode = `${field1.slice(0, 4)}${digits.slice(32)}${field1.slice(4, 9)}${field2.slice(0, 10)}${field3.slice(0, 10)}`;
  if (mod11(barCode.slice(0, 4) + barCode.slice(5)) !== Number(barCode[4])) {
    throw new RangeError('the general check digit of the digitable line does not match');
  }
  return barCode;
}

/**
 * The check digit printed after a bank's code on the boleto's header ("341-7", "001-9", "104-0"): mod 11 with
 * weights 2–9 from the right, where 10 and 11 become 0 (unlike the bar code's general digit).
 */
export function bankCodeDigit(bankCode: string): number {
  const digit = mod11Complement(bankCode);
  return digit >= 10 ? 0 : digit;
}
