import { describe, expect, it } from 'vitest';
import { exampleJson, templateCsv, type ReadOutcome } from './batch-columns';
import { checkBatch } from './batch-check';
import { parseAmount, readCsvBatch } from './batch-csv';
import { readJsonBatch } from './batch-json';

const HEADER =
  'custom_code,batch_code,name,bank_code,bank_branch,account,account_digit,account_type,document,document_type';
const batchOf = (outcome: ReadOutcome) => {
  if ('error' in outcome) throw new Error(outcome.error);
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
    expect(checkBatch(batch.items, batch.sources, 'file row').map((check) => check.errors)).toEqual([[], []]);
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
    expect(readCsvBatch('', 'empty.csv')).toEqual({ error: 'The file is empty.' });
    expect(readCsvBatch('custom_code,batch_code\nA,B\n', 'short.csv')).toMatchObject({
      error: expect.stringContaining('lacks the columns name, bank_code'),
    });
    expect(readCsvBatch(`${HEADER}\n`, 'header.csv')).toEqual({ error: 'The file has a header line but no records.' });
    expect(readCsvBatch(`${HEADER}\nA,B,"open,001,1584,1,1,CHECKING,52998224725,cpf\n`, 'quote.csv')).toMatchObject({
      error: expect.stringContaining('not closed'),
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
    expect(checkBatch(whole.items, whole.sources, 'item').every((check) => check.errors.length === 0)).toBe(true);
    expect(batchOf(readJsonBatch(JSON.stringify(whole.items)))).toMatchObject({
      serviceId: undefined,
      items: whole.items,
    });
  });

  it('explains JSON it cannot use', () => {
    expect(readJsonBatch('{"data": [')).toMatchObject({ error: expect.stringContaining('not valid JSON') });
    expect(readJsonBatch('{"service_id": 1}')).toMatchObject({
      error: expect.stringContaining('Paste the data array'),
    });
    expect(readJsonBatch('[]')).toEqual({ error: 'The data array is empty.' });
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
    const checks = checkBatch(items, [2, 3, 4, 5], 'file row');
    expect(checks[0]).toEqual({ errors: [], customCode: 'CUST-0001', batchCode: 'BATCH-2025-01' });
    expect(checks[1]?.errors).toEqual(['The beneficiary.account_type must be SAVINGS or CHECKING.']);
    expect(checks[2]?.errors).toEqual(['The custom_code CUST-0001 is repeated: file row 2 has it already.']);
    expect(checks[3]?.errors).toEqual(['Each data item must be an object.']);
  });
});
