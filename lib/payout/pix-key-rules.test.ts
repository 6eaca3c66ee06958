import { describe, expect, it } from 'vitest';
import { pixKeyProblem } from './pix-key-rules';

describe('pixKeyProblem', () => {
  it.each([
    ['52998224725', 'CPF'],
    ['11222333000181', 'CNPJ'],
    ['ana@example.com', 'EMAIL'],
    ['+5511987654321', 'PHONE'],
    ['+551133334444', 'PHONE'],
    ['123e4567-e89b-42d3-a456-426614174000', 'EVP'],
  ] as const)('accepts %s as %s', (key, type) => expect(pixKeyProblem(key, type)).toBeNull());

  it.each([
    ['52998224724', 'CPF'],
    ['529.982.247-25', 'CPF'],
    ['52998224725', 'CNPJ'],
    ['11222333000181', 'CPF'],
    ['ana@', 'EMAIL'],
    [`${'a'.repeat(70)}@example.com`, 'EMAIL'],
    ['11987654321', 'PHONE'],
    ['+1415555123', 'PHONE'],
    ['ana@example.com', 'EVP'],
    ['123e4567e89b42d3a456426614174000', 'EVP'],
  ] as const)('refuses %s as %s, saying why', (key, type) => expect(pixKeyProblem(key, type)).toMatch(/key/));
});
