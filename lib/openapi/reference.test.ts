import { describe, expect, it } from 'vitest';
import { constraints, operationAnchor, operationsByTag, typeName, variantLabels } from './reference';

describe('operationsByTag', () => {
  it('groups operations under their first tag, in the order the document gives them, with anchors and slugs', () => {
    const tags = operationsByTag({
      info: { title: 'T', version: '1' },
      paths: {
        '/v2/payin/payments': {
          post: { tags: ['Payin'], summary: 'Create', responses: { '201': { description: 'Created' } } },
          get: { tags: ['Payin'] },
        },
        '/v2/payout/payments/{id}': { get: { tags: ['Payout'], parameters: [{ name: 'id', in: 'path' }] } },
        '/v2/untagged': { delete: {} },
      },
    });
    expect(tags.map((tag) => [tag.tag, tag.slug, tag.operations.map((operation) => operation.anchor)])).toEqual([
      ['Payin', 'payin', ['get-v2-payin-payments', 'post-v2-payin-payments']],
      ['Payout', 'payout', ['get-v2-payout-payments-id']],
      ['Other', 'other', ['delete-v2-untagged']],
    ]);
    const create = tags[0]!.operations[1]!;
    expect(create).toMatchObject({ method: 'POST', summary: 'Create', requestBody: [] });
    expect(create.responses).toEqual([{ status: '201', description: 'Created', bodies: [] }]);
    expect(tags[1]!.operations[0]!.parameters).toEqual([{ name: 'id', in: 'path' }]);
  });
});

describe('operationAnchor', () => {
  it('keeps letters and digits and joins the rest with single dashes', () => {
    expect(operationAnchor('post', '/v2/payin/payments/payin-refund/{id}')).toBe(
      'post-v2-payin-payments-payin-refund-id',
    );
    expect(operationAnchor('', 'Data qualification')).toBe('data-qualification');
  });
});

describe('typeName', () => {
  it('names nullable types, arrays of their items, and untyped schemas', () => {
    expect(typeName({ type: ['string', 'null'] })).toBe('string or null');
    expect(typeName({ type: 'array', items: { type: 'integer' } })).toBe('array of integer');
    expect(typeName({ properties: {} })).toBe('object');
    expect(typeName({ oneOf: [] })).toBe('one of');
    expect(typeName({})).toBe('any');
  });
});

describe('constraints', () => {
  it('says each limit in words, and nothing for a schema without one', () => {
    expect(constraints({ type: 'integer', minimum: 500, maximum: 15000000 })).toEqual(['500 to 15000000']);
    expect(constraints({ type: 'string', maxLength: 2048, format: 'uri' })).toEqual([
      'format uri',
      'at most 2048 characters',
    ]);
    expect(constraints({ enum: ['fixed', 'percent'], default: 'fixed' })).toEqual([
      'one of "fixed", "percent"',
      'default "fixed"',
    ]);
    expect(constraints({ type: 'array', minItems: 1 })).toEqual(['at least 1 items']);
    expect(constraints({ type: 'string' })).toEqual([]);
  });
});

describe('variantLabels', () => {
  it('names each alternative by the property whose single value tells them apart', () => {
    const boleto = { properties: { amount: { type: 'integer' }, payment_method: { enum: ['boleto'] } } };
    const pix = { properties: { amount: { type: 'integer' }, payment_method: { enum: ['pix'] } } };
    expect(variantLabels([boleto, pix])).toEqual(['payment_method: "boleto"', 'payment_method: "pix"']);
  });

  it('numbers them when no property tells them apart', () => {
    expect(variantLabels([{ type: 'string' }, { type: 'integer' }])).toEqual(['Option 1', 'Option 2']);
    const same = { properties: { kind: { const: 'a' } } };
    expect(variantLabels([same, same])).toEqual(['Option 1', 'Option 2']);
  });
});
