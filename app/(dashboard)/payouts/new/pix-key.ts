import { normalizeDocument } from '@/lib/validation/normalize-document';
import type { PixKeyType } from '@/lib/payout/rules';

/**
 * How the key input takes each key type: an example and the keyboard to offer. Its label and help are words, in
 * messages/<locale>/payouts.json (`pixKey.<type>`); the schema (lib/payout/pix-key-rules.ts) judges the key itself.
 */
export const PIX_KEY_INPUTS: Record<
  PixKeyType,
  { placeholder: string; type: 'text' | 'email' | 'tel'; inputMode?: 'numeric' | 'email' | 'tel' }
> = {
  CPF: { placeholder: '529.982.247-25', type: 'text', inputMode: 'numeric' },
  CNPJ: { placeholder: '11.222.333/0001-81', type: 'text' },
  EMAIL: { placeholder: 'maria.silva@example.com', type: 'email', inputMode: 'email' },
  PHONE: { placeholder: '+5511987654321', type: 'tel', inputMode: 'tel' },
  EVP: { placeholder: '123e4567-e89b-42d3-a456-426614174000', type: 'text' },
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
