import { describe, expect, it } from 'vitest';
import { ofxClosing, ofxDate, ofxOpening, ofxText, ofxTransaction, windows1252 } from './ofx';

const at = (iso: string) => new Date(iso);

describe('ofxDate', () => {
  it('writes São Paulo time with its offset, milliseconds included', () => {
    expect(ofxDate(at('2026-03-10T02:05:09.042Z'))).toBe('20260309230509.042[-3:BRT]');
  });
});

describe('ofxText', () => {
  it('escapes SGML, flattens line breaks, cuts to the element’s length and is never empty', () => {
    expect(ofxText('Fish & <Chips>', 255)).toBe('Fish &amp; &lt;Chips&gt;');
    expect(ofxText('line one\r\nline two\t', 255)).toBe('line one line two');
    expect(ofxText('Pagamento recebido via Pix', 10)).toBe('Pagamento ');
    expect(ofxText(' \n ', 32)).toBe('-');
  });
});

describe('an OFX 1.0.2 statement', () => {
  it('is the header, the sign-on, the account and range, the transactions and the ledger balance', () => {
    const text =
      ofxOpening({
        bankId: 'PAYRAIL',
        accountId: 'T12-available',
        currency: 'BRL',
        start: at('2026-03-08T03:00:00Z'),
        end: at('2026-03-11T03:00:00Z'),
        now: at('2026-03-11T12:00:00Z'),
      }) +
      ofxTransaction({
        fitId: '41',
        postedAt: at('2026-03-10T15:00:00Z'),
        amount: -3_100,
        name: 'Payout reserved',
        memo: 'Payout 7: R$ 30,00 + markup R$ 1,00',
        reference: 'payout 7',
      }) +
      ofxTransaction({
        fitId: '40',
        postedAt: at('2026-03-09T12:00:00Z'),
        amount: 10_000,
        name: 'Sandbox top-up',
        memo: 'Test money',
        reference: null,
      }) +
      ofxClosing(6_900, at('2026-03-10T15:00:00Z'));
    expect(text.split('\r\n')).toEqual([
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
      '<OFX>',
      '<SIGNONMSGSRSV1>',
      '<SONRS>',
      '<STATUS>',
      '<CODE>0',
      '<SEVERITY>INFO',
      '</STATUS>',
      '<DTSERVER>20260311090000.000[-3:BRT]',
      '<LANGUAGE>POR',
      '</SONRS>',
      '</SIGNONMSGSRSV1>',
      '<BANKMSGSRSV1>',
      '<STMTTRNRS>',
      '<TRNUID>1',
      '<STATUS>',
      '<CODE>0',
      '<SEVERITY>INFO',
      '</STATUS>',
      '<STMTRS>',
      '<CURDEF>BRL',
      '<BANKACCTFROM>',
      '<BANKID>PAYRAIL',
      '<ACCTID>T12-available',
      '<ACCTTYPE>CHECKING',
      '</BANKACCTFROM>',
      '<BANKTRANLIST>',
      '<DTSTART>20260308000000.000[-3:BRT]',
      '<DTEND>20260311000000.000[-3:BRT]',
      '<STMTTRN>',
      '<TRNTYPE>DEBIT',
      '<DTPOSTED>20260310120000.000[-3:BRT]',
      '<TRNAMT>-31.00',
      '<FITID>41',
      '<REFNUM>payout 7',
      '<NAME>Payout reserved',
      '<MEMO>Payout 7: R$ 30,00 + markup R$ 1,00',
      '</STMTTRN>',
      '<STMTTRN>',
      '<TRNTYPE>CREDIT',
      '<DTPOSTED>20260309090000.000[-3:BRT]',
      '<TRNAMT>100.00',
      '<FITID>40',
      '<NAME>Sandbox top-up',
      '<MEMO>Test money',
      '</STMTTRN>',
      '</BANKTRANLIST>',
      '<LEDGERBAL>',
      '<BALAMT>69.00',
      '<DTASOF>20260310120000.000[-3:BRT]',
      '</LEDGERBAL>',
      '</STMTRS>',
      '</STMTTRNRS>',
      '</BANKMSGSRSV1>',
      '</OFX>',
      '',
    ]);
  });

  it('has every aggregate it opens closed, in order', () => {
    const text =
      ofxOpening({
        bankId: 'PAYRAIL',
        accountId: '3-reserved',
        currency: 'BRL',
        start: at('2026-01-01T00:00:00Z'),
        end: at('2026-01-02T00:00:00Z'),
        now: at('2026-01-02T00:00:00Z'),
      }) + ofxClosing(0, at('2026-01-02T00:00:00Z'));
    const open: string[] = [];
    const aggregates = ['OFX', 'SIGNONMSGSRSV1', 'SONRS', 'STATUS', 'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS'];
    for (const [, closing, name] of text.matchAll(/<(\/?)([A-Z0-9]+)>/g)) {
      if (closing) expect(open.pop()).toBe(name);
      else if ([...aggregates, 'BANKACCTFROM', 'BANKTRANLIST', 'LEDGERBAL'].includes(name ?? '')) open.push(name ?? '');
    }
    expect(open).toEqual([]);
  });
});

describe('windows1252', () => {
  it('writes Latin-1 letters as themselves, Windows-1252’s punctuation in 0x80–0x9F, and anything else as ?', () => {
    expect([...windows1252('Pão é ótimo')]).toEqual([...Buffer.from('Pão é ótimo', 'latin1')]);
    expect([...windows1252('€ – ’ “”')]).toEqual([0x80, 0x20, 0x96, 0x20, 0x92, 0x20, 0x93, 0x94]);
    expect([...windows1252('a😀b中')]).toEqual([0x61, 0x3f, 0x62, 0x3f]);
  });
});
