import { isCnpj, isCpf } from '@/lib/validation/documents';
import type { PixKeyType } from './rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a pix key does not fit its declared type, or null when it does (DICT formats; phones in +55 form). */
export function pixKeyProblem(key: string, type: PixKeyType): string | null {
  switch (type) {
    case 'CPF':
      return isCpf(key) ? null : 'A CPF key must be a valid CPF of 11 digits.';
    case 'CNPJ':
      return isCnpj(key) ? null : 'A CNPJ key must be a valid CNPJ of 14 characters, without punctuation.';
    case 'EMAIL':
      return key.length <= 77 && EMAIL.test(key)
        ? null
        : 'An EMAIL key must be an e-mail address of at most 77 characters.';
    case 'PHONE':
      return /^\+55\d{10,11}$/.test(key)
        ? null
        : 'A PHONE key must be +55 followed by the area code and number, such as +5511987654321.';
    case 'EVP':
      return UUID.test(key)
        ? null
        : 'An EVP key must be a random key (UUID), such as 123e4567-e89b-42d3-a456-426614174000.';
  }
}
