import { describe, expect, it } from 'vitest';
import { chosenLivemode, livemodeOfKey, modeName } from './livemode';

describe('livemode', () => {
  it('follows the key: live keys act in live mode, test keys in test mode', () => {
    expect(livemodeOfKey('live')).toBe(true);
    expect(livemodeOfKey('test')).toBe(false);
  });

  it('lets the switch choose either mode, and takes no choice from a missing cookie or one that names neither', () => {
    expect(chosenLivemode('live')).toBe(true);
    expect(chosenLivemode('test')).toBe(false);
    for (const cookie of [undefined, '', 'LIVE', '1', 'true', 'live ']) expect(chosenLivemode(cookie)).toBeNull();
  });

  it('names the mode', () => {
    expect(modeName(true)).toBe('live');
    expect(modeName(false)).toBe('test');
  });
});
