import { decimalAmount } from '@/lib/payout/rules';

/**
 * A small OFX 1.0.2 writer (SGML, the version Brazilian banks export and accounting software imports; docs/decisions.md,
 * "Balance and statement"): one bank statement of one account, written in three parts so that the transactions can be
 * streamed between the opening and the closing. Leaf elements have no end tag, aggregates do, lines end in CRLF, and
 * the text is Windows-1252 as the header declares.
 */

export type OfxStatement = {
  /** Who keeps the account: ours, as the bank of an account at a payment institution. */
  bankId: string;
  /** At most 22 characters, unique per account and mode (ofxAccountId). */
  accountId: string;
  currency: 'BRL';
  /** The statement's range: DTSTART and DTEND. */
  start: Date;
  end: Date;
  /** When the file was made (DTSERVER). */
  now: Date;
};

export type OfxTransaction = {
  /** Unique within the account, and stable: importers skip a FITID they have seen, so a re-export is not doubled. */
  fitId: string;
  postedAt: Date;
  /** Signed cents: a credit is positive, a debit negative. */
  amount: number;
  name: string;
  memo: string;
  /** What caused it (`charge 42`), for reconciliation. */
  reference: string | null;
};

const CRLF = '\r\n';
const lines = (...parts: string[]) => parts.map((part) => part + CRLF).join('');

/** `YYYYMMDDHHMMSS.XXX[-3:BRT]`: São Paulo time (UTC−3 all year since 2019) with its offset, as Brazilian banks write it. */
export function ofxDate(date: Date): string {
  const local = new Date(date.getTime() - 3 * 3_600_000).toISOString();
  return `${local.slice(0, 19).replace(/[-T:]/g, '')}.${local.slice(20, 23)}[-3:BRT]`;
}

/**
 * Element text: SGML's `&`, `<` and `>` escaped, line breaks and other control characters turned into spaces (a
 * leaf's value ends at the line's end), cut to `max` characters, and never empty (an empty leaf is invalid).
 */
export function ofxText(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const plain = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  const cut = [...(plain || '-')].slice(0, max).join('');
  return cut.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const status = ['<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>'];

/** Header, sign-on and statement up to the opening of the transaction list. */
export function ofxOpening(statement: OfxStatement): string {
  const header = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
  ];
  return lines(
    ...header,
    '<OFX>',
    '<SIGNONMSGSRSV1>',
    '<SONRS>',
    ...status,
    `<DTSERVER>${ofxDate(statement.now)}`,
    '<LANGUAGE>POR',
    '</SONRS>',
    '</SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1>',
    '<STMTTRNRS>',
    '<TRNUID>1',
    ...status,
    '<STMTRS>',
    `<CURDEF>${statement.currency}`,
    '<BANKACCTFROM>',
    `<BANKID>${ofxText(statement.bankId, 9)}`,
    `<ACCTID>${ofxText(statement.accountId, 22)}`,
    '<ACCTTYPE>CHECKING',
    '</BANKACCTFROM>',
    '<BANKTRANLIST>',
    `<DTSTART>${ofxDate(statement.start)}`,
    `<DTEND>${ofxDate(statement.end)}`,
  );
}

export function ofxTransaction(transaction: OfxTransaction): string {
  return lines(
    '<STMTTRN>',
    `<TRNTYPE>${transaction.amount < 0 ? 'DEBIT' : 'CREDIT'}`,
    `<DTPOSTED>${ofxDate(transaction.postedAt)}`,
    `<TRNAMT>${decimalAmount(transaction.amount)}`,
    `<FITID>${ofxText(transaction.fitId, 255)}`,
    ...(transaction.reference ? [`<REFNUM>${ofxText(transaction.reference, 32)}`] : []),
    `<NAME>${ofxText(transaction.name, 32)}`,
    `<MEMO>${ofxText(transaction.memo, 255)}`,
    '</STMTTRN>',
  );
}

/** The end of the transaction list, the ledger balance (signed cents) at `asOf`, and the closing tags. */
export function ofxClosing(balance: number, asOf: Date): string {
  return lines(
    '</BANKTRANLIST>',
    '<LEDGERBAL>',
    `<BALAMT>${decimalAmount(balance)}`,
    `<DTASOF>${ofxDate(asOf)}`,
    '</LEDGERBAL>',
    '</STMTRS>',
    '</STMTTRNRS>',
    '</BANKMSGSRSV1>',
    '</OFX>',
  );
}

// Windows-1252 differs from Latin-1 only in 0x80–0x9F, where it has these characters instead of controls.
const CP1252_EXTRA = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** The text as Windows-1252 bytes; a character it cannot hold becomes `?`. */
export function windows1252(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  let length = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const extra = CP1252_EXTRA.indexOf(char);
    bytes[length++] = extra >= 0 ? 0x80 + extra : code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 0x3f;
  }
  return bytes.subarray(0, length);
}
