import { normalizeDocument } from '@/lib/validation/documents';
import type { PixKeyType } from '@/lib/payout/rules';

/** What the key input says for each key type; the schema (pixKeyProblem) judges the key itself. */
export const PIX_KEY_HINTS: Record<
  PixKeyType,
  {
    label: string;
    placeholder: string;
    help: string;
    type: 'text' | 'email' | 'tel';
    inputMode?: 'numeric' | 'email' | 'tel';
  }
> = {
  CPF: {
    label: 'Pix key: CPF',
    placeholder: '529.982.247-25',
    help: 'The CPF registered as the key: 11 digits; dots and dash are removed before sending.',
    type: 'text',
    inputMode: 'numeric',
  },
  CNPJ: {
    label: 'Pix key: CNPJ',
    placeholder: '11.222.333/0001-81',
    help: 'The CNPJ registered as the key: 14 digits, or letters and digits for a CNPJ issued from July 2026; dots, slash and dash are removed before sending.',
    type: 'text',
  },
  EMAIL: {
    label: 'Pix key: e-mail',
    placeholder: 'maria.silva@example.com',
    help: 'The e-mail address registered as the key, up to 77 characters.',
    type: 'email',
    inputMode: 'email',
  },
  PHONE: {
    label: 'Pix key: phone',
    placeholder: '+5511987654321',
    help: '+55, then the area code and number (10 or 11 digits), with no spaces.',
    type: 'tel',
    inputMode: 'tel',
  },
  EVP: {
    label: 'Pix key: random key (EVP)',
    placeholder: '123e4567-e89b-42d3-a456-426614174000',
    help: 'The random key (a UUID) the beneficiary’s bank generated.',
    type: 'text',
  },
};

/** CPF and CNPJ keys may be typed punctuated, as documents are; the API wants them without punctuation. */
export function normalisedPixKey(key: unknown, type: unknown): unknown {
  if (typeof key !== 'string') return key;
  return type === 'CPF' || type === 'CNPJ' ? normalizeDocument(key) : key.trim();
}

/** A version 4 UUID, also where crypto.randomUUID is missing (plain http on another host than localhost). */
export function randomEvp(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
