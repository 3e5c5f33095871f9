import { isIP } from 'node:net';

/** Where a request came from, as the server sees it. */
export interface ClientAddressInput {
  /** The TCP peer address, when the runtime exposes it. */
  socketAddress?: string | undefined;
  /** The raw `X-Forwarded-For` header, if any. */
  forwardedFor?: string | null | undefined;
  /** How many trusted proxies append to `X-Forwarded-For`; 0 ignores the header. */
  trustProxy: number;
}

/**
 * The rate-limit key of a client: its address, IPv4-mapped IPv6 written as IPv4
 * and IPv6 grouped by /64 (one home or server usually owns a whole /64). With
 * `trustProxy` N the address is the N-th `X-Forwarded-For` entry from the right,
 * the one the outermost trusted proxy saw; entries further left are written by
 * the client and never used. Falls back to the socket address, then `unknown`.
 */
export function clientKey(input: ClientAddressInput): string {
  const forwarded = input.trustProxy > 0 ? forwardedAddress(input.forwardedFor, input.trustProxy) : undefined;
  return forwarded ?? normalizeAddress(input.socketAddress) ?? 'unknown';
}

/** The address `hops` entries back from the right of an `X-Forwarded-For` list, if it is a valid IP. */
export function forwardedAddress(header: string | null | undefined, hops: number): string | undefined {
  if (!header) return undefined;
  const entries = header.split(',');
  // Fewer entries than trusted hops means the chain is not what was configured;
  // the leftmost entry could then be the client's own invention, so it is not used.
  if (entries.length < hops) return undefined;
  return normalizeAddress(entries[entries.length - hops]);
}

/** Normalizes an IP address into a key (`1.2.3.4`, `2001:db8:0:1::/64`); undefined when it is not an IP. */
export function normalizeAddress(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  // A plain IPv4 address (what a socket reports) needs none of the port and zone stripping below.
  if (isIP(trimmed) === 4) return trimmed;
  const address = stripPort(trimmed);
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return undefined;
  const groups = expandIPv6(address);
  if (groups === undefined) return undefined;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6] ?? 0, groups[7] ?? 0];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

// Proxies write `1.2.3.4:5678`, `[::1]:80` or `[::1]`; a zone id (`fe80::1%eth0`) names no other host.
function stripPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return stripZone(bracketed[1] ?? '');
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (v4WithPort) return v4WithPort[1] ?? '';
  return stripZone(address);
}

function stripZone(address: string): string {
  const percent = address.indexOf('%');
  return percent === -1 ? address : address.slice(0, percent);
}

/** The eight 16-bit groups of a valid IPv6 address (as `isIP` accepts it). */
function expandIPv6(address: string): number[] | undefined {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part is two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}
