import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './callback-url';

const origin = 'https://app.payrail.test';

describe('safeCallbackPath', () => {
  it.each([
    '/\\evil',
    '/\\/evil',
    '/%09/evil',
    '/\t/evil',
    '/%0A/evil',
    '/%0D%0A/evil',
    '/\n/evil',
    '//evil',
    '///evil',
    '/%2F/evil',
    '/%2f/evil',
    '/%252F/evil',
    '/%5C/evil',
    '/%5Cevil',
    'https://evil',
    'https://evil/path',
    'http://app.payrail.test/x',
    'https://app.payrail.test.evil/x',
    'https://app.payrail.test@evil/x',
    '//app.payrail.test@evil',
    'javascript:alert(1)',
    'evil.com/path',
    'developers',
    '',
    null,
    undefined,
    '/%E0%A4%A',
    `/${'a'.repeat(3000)}`,
  ])('sends %j to /', (value) => {
    expect(safeCallbackPath(value, origin)).toBe('/');
  });

  it.each([
    ['/', '/'],
    ['/developers', '/developers'],
    ['/payins?status_id=3&page=2', '/payins?status_id=3&page=2'],
    ['/payins?q=a%20b#top', '/payins?q=a%20b#top'],
    ['/team/a/b', '/team/a/b'],
    ['https://app.payrail.test/webhooks?tab=log', '/webhooks?tab=log'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(safeCallbackPath(value, origin)).toBe(expected);
  });
});
