import { describe, expect, it } from 'vitest';
import { exampleJson, REQUIRED_COLUMNS, templateCsv, type ReadOutcome } from './batch-columns';
import { checkBatch, movesToService } from './batch-check';
import { parseAmount, readCsvBatch } from './batch-csv';
import { readJsonBatch } from './batch-json';
import { MAX_RECORDS_PER_BATCH } from '@/lib/qualification/limits';
import { effectiveService } from '@/lib/qualification/rules';
import { translateMessage } from '@/lib/message-translation';
import en from '@/messages/en';
import ptBR from '@/messages/pt-BR';

const HEADER =
  'custom_code,batch_code,name,bank_code,bank_branch,account,account_digit,account_type,document,document_type';
const batchOf = (outcome: ReadOutcome) => {
  if ('error' in outcome) throw new Error(JSON.stringify(outcome.error));
  return outcome.batch;
};

describe('readCsvBatch', () => {
  it('reads the template back into the items the API takes, every sample passing the checks', () => {
    const batch = batchOf(readCsvBatch(`\uFEFF${templateCsv()}`, 'template.csv'));
    expect(batch.sources).toEqual([2, 3]);
    expect(batch.items[0]).toMatchObject({
      custom_code: 'CUST-0001',
      amount: 1.5,
      notification_url: 'https://example.com/webhooks/payrail',
      beneficiary: { phone: '+5511987654321', city: 'São Paulo' },
    });
    expect(batch.items[1]).not.toHaveProperty('amount');
    expect(checkBatch(batch.items, batch.sources, 'csv').map((check) => check.errors)).toEqual([[], []]);
  });

  it('takes semicolons, quoted cells, columns in any order and case, and skips blank lines keeping file rows', () => {
    const text =
      'Name;CUSTOM_CODE;batch_code;bank_code;bank_branch;account;account_digit;account_type;document;document_type;amount;extra\n"Souza; Ana";A1;B;001;1584;00210169;6;checking;529.982.247-25;CPF;1.234,56;x\n\n"Dias ""Bruno""";A2;B;001;1584;00210169;6;SAVINGS;52998224725;cpf;abc;y\n';
    const batch = batchOf(readCsvBatch(text, 'pt-br.csv'));
    expect(batch.sources).toEqual([2, 4]);
    expect(batch.ignoredColumns).toEqual(['extra']);
    expect(batch.items[0]).toMatchObject({
      custom_code: 'A1',
      amount: 1234.56,
      beneficiary: { name: 'Souza; Ana', account_type: 'CHECKING', document_type: 'cpf' },
    });
    expect(batch.items[1]).toMatchObject({ amount: 'abc', beneficiary: { name: 'Dias "Bruno"' } });
  });

  it('names what is wrong with a file it cannot read', () => {
    expect(readCsvBatch('', 'empty.csv')).toEqual({ error: { problem: 'fileEmpty' } });
    expect(readCsvBatch('custom_code,batch_code\nA,B\n', 'short.csv')).toEqual({
      error: {
        problem: 'missingColumns',
        columns: REQUIRED_COLUMNS.filter((column) => column !== 'custom_code' && column !== 'batch_code'),
      },
    });
    expect(readCsvBatch(`${HEADER}\n`, 'header.csv')).toEqual({ error: { problem: 'noRecords' } });
    expect(readCsvBatch(`${HEADER}\nA,B,"open,001,1584,1,1,CHECKING,52998224725,cpf\n`, 'quote.csv')).toEqual({
      error: { problem: 'unclosedQuote', row: 2 },
    });
    const tooMany = `${HEADER}\n${'A,B,n,001,1584,1,1,CHECKING,52998224725,cpf\n'.repeat(MAX_RECORDS_PER_BATCH + 1)}`;
    expect(readCsvBatch(tooMany, 'big.csv')).toEqual({
      error: { problem: 'fileTooManyRecords', records: MAX_RECORDS_PER_BATCH + 1 },
    });
  });

  it('reads amounts as written in Brazil or in code, and nothing else', () => {
    expect([
      parseAmount('1234.56'),
      parseAmount('1234,56'),
      parseAmount('1.234,56'),
      parseAmount('12.345'),
      parseAmount('1e3'),
    ]).toEqual([1234.56, 1234.56, 1234.56, null, null]);
  });
});

describe('readJsonBatch', () => {
  it('takes the data array or the whole body, with its service and account', () => {
    const whole = batchOf(readJsonBatch(exampleJson(4)));
    expect(whole).toMatchObject({ origin: 'json', serviceId: 4, sources: [1, 2] });
    expect(checkBatch(whole.items, whole.sources, 'json').every((check) => check.errors.length === 0)).toBe(true);
    expect(batchOf(readJsonBatch(JSON.stringify(whole.items)))).toMatchObject({
      serviceId: undefined,
      items: whole.items,
    });
  });

  it('explains JSON it cannot use', () => {
    expect(readJsonBatch('{"data": [')).toMatchObject({ error: { problem: 'notJson', detail: expect.any(String) } });
    expect(readJsonBatch('  ')).toEqual({ error: { problem: 'nothingToRead' } });
    expect(readJsonBatch('{"service_id": 1}')).toEqual({ error: { problem: 'notABatch' } });
    expect(readJsonBatch('[]')).toEqual({ error: { problem: 'emptyArray' } });
  });
});

describe('checkBatch', () => {
  it('gives the server schema’s messages per record and flags a custom_code repeated after its first valid use', () => {
    const good = batchOf(readJsonBatch(exampleJson(1))).items[0] as Record<string, unknown>;
    const items = [
      good,
      { ...good, beneficiary: { ...(good.beneficiary as object), account_type: 'LOAN' } },
      good,
      'nonsense',
    ];
    const checks = checkBatch(items, [2, 3, 4, 5], 'csv');
    expect(checks[0]).toEqual({ errors: [], customCode: 'CUST-0001', batchCode: 'BATCH-2025-01' });
    expect(checks[1]?.errors).toEqual(['The beneficiary.account_type must be SAVINGS or CHECKING.']);
    expect(checks[2]?.errors).toEqual(['The custom_code CUST-0001 is repeated: file row 2 has it already.']);
    expect(checks[3]?.errors).toEqual(['Each data item must be an object.']);
  });

  it('tells the service a valid record is moved to: 4 and 5 without an amount go to 2 and 3', () => {
    const item = batchOf(readJsonBatch(exampleJson(4))).items[1];
    const withAmount = batchOf(readJsonBatch(exampleJson(4))).items[0];
    expect([4, 5, 1, 3].map((service) => movesToService(item, service))).toEqual([2, 3, null, null]);
    expect(movesToService(withAmount, 4)).toBeNull();
    expect(movesToService(item, null)).toBeNull();
  });

  it('writes only messages the catalogues can say in Portuguese, with every field named in words', () => {
    const good = batchOf(readJsonBatch(exampleJson(1))).items[0] as Record<string, unknown>;
    const beneficiary = good.beneficiary as Record<string, unknown>;
    const withBeneficiary = (changes: Record<string, unknown>) => ({
      ...good,
      beneficiary: { ...beneficiary, ...changes },
    });
    const items = [
      'nonsense',
      { ...good, beneficiary: undefined },
      { ...good, custom_code: undefined, batch_code: 7 },
      { ...good, custom_code: 'x'.repeat(101), amount: 'abc' },
      { ...good, amount: 0, notification_url: 'ftp://example.com' },
      { ...good, amount: 150_000.01 },
      withBeneficiary({ bank_code: '34a', account_type: 'LOAN', document_type: 'rg', birthdate: '17/05/1990' }),
      withBeneficiary({ phone: '11987654321', bank_branch_digit: '123', name: '' }),
      withBeneficiary({ document: '5299822472' }),
      withBeneficiary({ document: '1122233300018', document_type: 'cnpj' }),
      good,
      good,
    ];
    const messages = [
      ...checkBatch(
        items,
        items.map((_, index) => index + 1),
        'csv',
      ).flatMap((check) => check.errors),
      ...checkBatch([good, good], [1, 2], 'json')[1]!.errors,
      // The server's own, for what only it can know.
      'The custom_code has already been taken.',
      'The custom_code is repeated in this request.',
      effectiveService(4, null).changed!,
      effectiveService(5, null).changed!,
    ];
    expect(messages.length).toBeGreaterThan(20);
    const untranslated = messages.filter((message) => {
      const portuguese = translateMessage(message, en, ptBR);
      return portuguese === message || /\w\.\w|_/.test(portuguese.replace(/\S*\d\S*|CUST-\S*/g, ''));
    });
    expect(untranslated).toEqual([]);
  });
});
