import { describe, expect, it } from 'vitest';
import { dashboardLivemode, livemodeOfKey, modeName } from './livemode';

describe('livemode', () => {
  it('follows the key: live keys act in live mode, test keys in test mode', () => {
    expect(livemodeOfKey('live')).toBe(true);
    expect(livemodeOfKey('test')).toBe(false);
  });

  it('opens the dashboard in test mode until the organization has a live key', () => {
    expect(dashboardLivemode(undefined, false)).toBe(false);
    expect(dashboardLivemode(undefined, true)).toBe(true);
  });

  it('lets the switch choose either mode, and ignores a cookie that names neither', () => {
    expect(dashboardLivemode('live', false)).toBe(true);
    expect(dashboardLivemode('test', true)).toBe(false);
    expect(dashboardLivemode('LIVE', false)).toBe(false);
    expect(dashboardLivemode('1', true)).toBe(true);
  });

  it('names the mode', () => {
    expect(modeName(true)).toBe('live');
    expect(modeName(false)).toBe('test');
  });
});
