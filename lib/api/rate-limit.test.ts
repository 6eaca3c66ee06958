import { describe, expect, it } from 'vitest';
import { recordSignInOutcome, signInLocked } from './rate-limit';

describe('sign-in lockout', () => {
  it('locks an e-mail address, whatever its case, after ten failures', async () => {
    for (let i = 0; i < 9; i++) await recordSignInOutcome(i % 2 ? 'Guess@Example.test' : 'guess@example.test', false);
    expect(await signInLocked('guess@example.test')).toBe(false);
    await recordSignInOutcome('guess@example.test', false);
    expect(await signInLocked('GUESS@example.test')).toBe(true);
    expect(await signInLocked('someone-else@example.test')).toBe(false);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    for (let i = 0; i < 9; i++) await recordSignInOutcome('forgetful@example.test', false);
    await recordSignInOutcome('forgetful@example.test', true);
    await recordSignInOutcome('forgetful@example.test', false);
    expect(await signInLocked('forgetful@example.test')).toBe(false);
  });

  it('does not lock anyone for successful sign-ins', async () => {
    for (let i = 0; i < 20; i++) await recordSignInOutcome('regular@example.test', true);
    expect(await signInLocked('regular@example.test')).toBe(false);
  });
});
