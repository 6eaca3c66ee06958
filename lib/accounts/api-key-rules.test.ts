import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  apiKeyMode,
  apiKeyPrefix,
  decryptApiKey,
  decryptWithAny,
  encryptApiKey,
  generateApiKey,
  hashApiKey,
  isWellFormedApiKey,
} from './api-key-rules';

describe('API key rules', () => {
  it('generates well-formed, distinct keys of the requested mode', () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateApiKey('test')));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^sk_test_[A-Za-z0-9]{32}$/);
      expect(isWellFormedApiKey(key)).toBe(true);
    }
    expect(generateApiKey('live').startsWith('sk_live_')).toBe(true);
    expect(apiKeyMode(generateApiKey('live'))).toBe('live');
  });

  it('rejects malformed keys', () => {
    for (const bad of [
      '',
      'sk_test_short',
      'pk_test_' + 'a'.repeat(32),
      'sk_test_' + 'a'.repeat(31) + '!',
      'sk_prod_' + 'a'.repeat(32),
    ]) {
      expect(isWellFormedApiKey(bad)).toBe(false);
    }
  });

  it('hashes with sha256 hex and shows a short prefix', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(apiKeyPrefix('sk_test_ABCDEFGHIJ')).toBe('sk_test_ABCD');
  });

  it('round-trips the encrypted copy and refuses another key or a tampered copy', () => {
    const [one, two] = [randomBytes(32), randomBytes(32)];
    const key = generateApiKey('test');
    const sealed = encryptApiKey(key, one);
    expect(sealed).not.toContain(key);
    expect(decryptApiKey(sealed, one)).toBe(key);
    expect(() => decryptApiKey(sealed, two)).toThrow();
    const tampered = Buffer.from(sealed, 'base64');
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 1) ^ 1, tampered.length - 1);
    expect(() => decryptApiKey(tampered.toString('base64'), one)).toThrow();
  });

  it('says which of several keys opens a copy', () => {
    const [one, two, three] = [randomBytes(32), randomBytes(32), randomBytes(32)];
    const key = generateApiKey('live');
    expect(decryptWithAny(encryptApiKey(key, two), [one, two])).toEqual({ plaintext: key, keyIndex: 1 });
    expect(decryptWithAny(encryptApiKey(key, one), [one, two])).toEqual({ plaintext: key, keyIndex: 0 });
    expect(decryptWithAny(encryptApiKey(key, three), [one, two])).toBeNull();
  });
});
