import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, webhookUrlProblem } from './address-guard';

/** How a URL's host reaches the guard: the WHATWG parser turns decimal, hex and octal IPv4 forms into dotted ones. */
const hostOf = (url: string) => new URL(url).hostname;

describe('SSRF guard', () => {
  it.each([
    ['127.0.0.1'],
    ['127.8.9.10'],
    ['0.0.0.0'],
    ['10.1.2.3'],
    ['172.16.0.1'],
    ['172.31.255.255'],
    ['192.168.1.1'],
    ['100.64.0.1'],
    ['169.254.169.254'],
    ['224.0.0.1'],
    ['255.255.255.255'],
    ['::1'],
    ['::'],
    ['fe80::1'],
    ['fc00::1'],
    ['fd00:ec2::254'],
    ['::ffff:127.0.0.1'],
    ['::ffff:7f00:1'],
    ['::ffff:a9fe:a9fe'],
    ['64:ff9b::a9fe:a9fe'],
    ['[::1]'],
    ['localhost'],
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([['8.8.8.8'], ['93.184.216.34'], ['172.32.0.1'], ['2606:4700:4700::1111'], ['::ffff:8.8.8.8']])(
    'allows %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );

  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[::ffff:169.254.169.254]/', '[::ffff:a9fe:a9fe]'],
    ['http://169.254.169.254./', '169.254.169.254'],
  ])('refuses the encoded form %s', (url, host) => {
    expect(hostOf(url)).toBe(host);
    expect(isForbiddenAddress(hostOf(url))).toBe(true);
  });
});

describe('webhookUrlProblem', () => {
  it('takes https to a public host, and refuses plain http to one whatever WEBHOOK_ALLOW_PRIVATE says', () => {
    for (const allowPrivate of [false, true]) {
      expect(webhookUrlProblem('url', 'https://hooks.example.com/x', allowPrivate)).toBeNull();
      expect(webhookUrlProblem('url', 'http://hooks.example.com/x', allowPrivate)).toMatch(/must be an https URL/);
      expect(webhookUrlProblem('notification_url', 'http://93.184.216.34/x', allowPrivate)).toMatch(
        /^The notification_url must be an https URL/,
      );
      expect(webhookUrlProblem('url', 'not a url', allowPrivate)).toMatch(/valid https URL/);
    }
  });

  it('refuses loopback and private hosts unless allowed, and then admits them over http too', () => {
    for (const url of [
      'http://127.0.0.1:4000/x',
      'https://10.0.0.8/x',
      'http://localhost:3000/x',
      'http://[::1]:80/x',
      'http://192.168.1.5/x',
    ]) {
      expect(webhookUrlProblem('url', url, false), url).toMatch(/must be a public address/);
      expect(webhookUrlProblem('url', url, true), url).toBeNull();
    }
  });
});
