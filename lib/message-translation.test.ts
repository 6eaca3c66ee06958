import { describe, expect, it } from 'vitest';
import en from '../messages/en';
import ptBR from '../messages/pt-BR';
import { translateMessage } from './message-translation';
import { assessRecord } from './qualification/rules';

const toPt = (message: string) => translateMessage(message, en, ptBR);
const toEnWords = (message: string) => translateMessage(message, en, en);

describe('translateMessage', () => {
  it('says a schema message in Portuguese, naming the field in words', () => {
    expect(toPt('The buyer.document.number is not a valid CPF.')).toBe(
      'CPF ou CNPJ do comprador: não é um CPF válido.',
    );
    expect(toPt('The buyer.name field is required.')).toBe('Nome do comprador: campo obrigatório.');
    expect(toPt('The amount must be an integer.')).toBe('Valor: deve ser um número inteiro.');
    expect(toPt('The invoice may not be greater than 255 characters.')).toBe('Fatura: no máximo 255 caracteres.');
  });

  it('names the field in words in English too, for the forms', () => {
    expect(toEnWords('The buyer.document.number is not a valid CPF.')).toBe(
      "The buyer's CPF or CNPJ is not a valid CPF.",
    );
  });

  it("names an array member's field in words (the schemas write its index as *)", () => {
    expect(toPt('The company.contacts.*.tax_id must be a valid CPF of 11 digits, without dots or dash.')).toBe(
      'CPF do contato: deve ser um CPF válido de 11 dígitos, sem pontos nem traço.',
    );
    expect(toPt('The company.address.*.zip_code must be a CEP of 8 digits.')).toBe(
      'CEP: deve ser um CEP de 8 dígitos.',
    );
    expect(toEnWords('The company.contacts.*.phone field is required.')).toBe("The contact's phone field is required.");
    expect(toPt('The company.contacts may not have more than 10 contacts.')).toBe('Contatos: no máximo 10 contatos.');
  });

  it('translates the parts of a composed message', () => {
    expect(toPt('The buyer.name field is required. (and 2 more errors)')).toBe(
      'Nome do comprador: campo obrigatório. (e mais 2 erros)',
    );
    expect(toPt('The available balance (R$ 10,00) does not cover R$ 10,01.')).toBe(
      'O saldo disponível (R$ 10,00) não cobre R$ 10,01.',
    );
  });

  it('says data qualification record descriptions in Portuguese, the operator’s note as written', () => {
    const cpf = assessRecord({
      serviceId: 3,
      document: '52998224724',
      documentType: 'cpf',
      bankCode: '001',
      bankBranch: '1584',
      account: '00210169',
      accountDigit: '6',
    });
    expect(toPt(cpf.description)).toBe('Os dígitos verificadores do CPF não conferem. Aguardando correção manual.');
    expect(toPt('Invalid data after manual correction: Conta encerrada (ligamos ao banco).')).toBe(
      'Dados inválidos após correção manual: Conta encerrada (ligamos ao banco).',
    );
    const descriptions = [
      'Received: it will be processed soon.',
      'Processing: checking document and account.',
      ...[
        { bankCode: '999' },
        { bankCode: '077', serviceId: 1 },
        { accountDigit: '7' },
        { serviceId: 1 },
        { serviceId: 2 },
      ].map(
        (changes) =>
          assessRecord({
            serviceId: 2,
            document: '52998224725',
            documentType: 'cpf',
            bankCode: '001',
            bankBranch: '1584',
            account: '00210169',
            accountDigit: '6',
            ...changes,
          }).description,
      ),
      'Valid data after manual correction.',
    ];
    expect(descriptions.filter((description) => toPt(description) === description)).toEqual([]);
  });

  it('never mixes languages: a message whose parts it cannot say stays whole', () => {
    expect(toPt('The payment_method must be pix, billet or credit_card.')).toBe(
      'The payment_method must be pix, billet or credit_card.',
    );
    expect(toPt('The new password must be at least 12 characters.')).toBe(
      'A nova senha precisa ter pelo menos 12 caracteres.',
    );
  });

  it('leaves a message it does not know as it is, and an unknown field as its key', () => {
    expect(toPt('Something only the processor says.')).toBe('Something only the processor says.');
    expect(toPt('The widget.size field is required.')).toBe('widget.size: campo obrigatório.');
  });
});
