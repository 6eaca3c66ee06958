import { describe, expect, it } from 'vitest';
import { batchRefusedBody } from './error-families';
import { validationFailed } from './errors';
import { localizeErrorBody } from './localize';

const invalid = validationFailed({
  'buyer.document.number': ['The buyer.document.number is not a valid CPF.'],
  amount: ['The amount must be an integer number of cents.'],
}).body;

describe('localizeErrorBody', () => {
  it('keeps English by default and for English callers', () => {
    expect(localizeErrorBody(invalid, null)).toEqual(invalid);
    expect(localizeErrorBody(invalid, 'en-US,en;q=0.9,pt;q=0.8')).toEqual(invalid);
  });

  it('answers a pt-BR caller in Portuguese with the same keys and shape', () => {
    expect(localizeErrorBody(invalid, 'pt-BR,pt;q=0.9')).toEqual({
      message: 'CPF ou CNPJ do comprador: não é um CPF válido. (e mais 1 erro)',
      errors: {
        'buyer.document.number': ['CPF ou CNPJ do comprador: não é um CPF válido.'],
        amount: ['Valor: informe um número inteiro de centavos.'],
      },
    });
  });

  it("translates the messages of the families' own shapes, and nothing else", () => {
    const batch = localizeErrorBody(batchRefusedBody('Unauthenticated.'), 'pt-BR');
    expect(batch.message).toBe('Não autenticado.');
    expect(batch.info.errors[0]).toEqual({
      line: null,
      batch_code: null,
      custom_code: null,
      message: 'Não autenticado.',
    });
    const webhook = { success: false, error: { code: 'not_found', message: 'Not Found.', field: 'url' } };
    expect(localizeErrorBody(webhook, 'pt')).toEqual({
      success: false,
      error: { code: 'not_found', message: 'Não encontrado.', field: 'url' },
    });
  });
});
