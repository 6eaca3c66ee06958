import { BlockList, isIP } from 'node:net';
import { webhookSettings } from '@/lib/config';

// Where a webhook must never go: this host, private networks, link-local (cloud metadata), and non-unicast space.
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible or NAT64 (64:ff9b::) IPv6 address. */
function embeddedIPv4(address: string): string | null {
  const match = /^(?:::ffff:|::|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return null;
  if (match[1]) return match[1];
  const high = parseInt(match[2]!, 16);
  const low = parseInt(match[3]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an IP literal that a webhook may not reach. Anything that is not an IP literal is refused too. */
export function isForbiddenAddress(address: string): boolean {
  const [bare = ''] = address.replace(/^\[|\]$/g, '').split('%');
  const version = isIP(bare);
  if (version === 4) return forbidden.check(bare, 'ipv4');
  if (version === 6) {
    const inner = embeddedIPv4(bare.toLowerCase());
    if (inner) return forbidden.check(inner, 'ipv4');
    return forbidden.check(bare, 'ipv6');
  }
  return true;
}

/** WEBHOOK_ALLOW_PRIVATE=1: tests and local demos send to receivers on loopback or a private network. */
export const allowPrivateTargets = webhookSettings.allowPrivateTargets;

/**
 * Why a webhook URL (an onboarding registration, a payin's or payout's `notification_url`, a qualification record's,
 * a test event's) is refused, or null. Callbacks are signed but not encrypted, so they go over https. Plain http is
 * admitted only where WEBHOOK_ALLOW_PRIVATE=1 and only to localhost or a private or loopback IP literal, never to a
 * public host; without that setting such hosts are refused outright (the sender would refuse them at every attempt).
 */
export function webhookUrlProblem(field: string, value: string, allowPrivate = allowPrivateTargets()): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `The ${field} must be a valid https URL.`;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isForbiddenAddress(host));
  if (local && !allowPrivate)
    return `The ${field} must be a public address: private, loopback and link-local hosts are refused.`;
  if (url.protocol === 'https:' || (url.protocol === 'http:' && local)) return null;
  return `The ${field} must be an https URL: plain http is accepted only for loopback and private hosts in test setups.`;
}
