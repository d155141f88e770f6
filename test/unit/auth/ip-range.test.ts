// Source-address checks of API keys: IPv4 CIDR ranges, their boundaries, IPv4-mapped IPv6 and malformed input.
import { inRanges } from '../../../lib/auth/ip-range.js';

describe('inRanges', () => {
  it('allows every address when the list is empty', () => {
    for (const address of ['1.2.3.4', '0.0.0.0', '255.255.255.255', '::ffff:10.0.0.1', '2001:db8::1'])
      expect(inRanges(address, [])).toBe(true);
  });

  it.each<[address: string, range: string, inside: boolean]>([
    // /0: everything IPv4.
    ['0.0.0.0', '0.0.0.0/0', true],
    ['255.255.255.255', '0.0.0.0/0', true],
    ['203.0.113.9', '0.0.0.0/0', true],
    // /8: the first and last address, and the neighbours outside.
    ['10.0.0.0', '10.0.0.0/8', true],
    ['10.255.255.255', '10.0.0.0/8', true],
    ['10.128.7.1', '10.0.0.0/8', true],
    ['9.255.255.255', '10.0.0.0/8', false],
    ['11.0.0.0', '10.0.0.0/8', false],
    // /24.
    ['192.168.1.0', '192.168.1.0/24', true],
    ['192.168.1.255', '192.168.1.0/24', true],
    ['192.168.0.255', '192.168.1.0/24', false],
    ['192.168.2.0', '192.168.1.0/24', false],
    // /32: exactly one address.
    ['203.0.113.7', '203.0.113.7/32', true],
    ['203.0.113.6', '203.0.113.7/32', false],
    ['203.0.113.8', '203.0.113.7/32', false],
    // Odd prefixes: /31 and /25.
    ['198.51.100.4', '198.51.100.4/31', true],
    ['198.51.100.5', '198.51.100.4/31', true],
    ['198.51.100.6', '198.51.100.4/31', false],
    ['198.51.100.127', '198.51.100.0/25', true],
    ['198.51.100.128', '198.51.100.0/25', false],
    // The top of the address space.
    ['255.255.255.255', '255.255.255.0/24', true],
    ['255.255.254.255', '255.255.255.0/24', false],
  ])('%s in %s: %s', (address, range, inside) => {
    expect(inRanges(address, [range])).toBe(inside);
  });

  it('allows an address inside any one of several ranges, and refuses one inside none', () => {
    const ranges = ['10.0.0.0/8', '192.168.1.0/24', '203.0.113.7/32'];
    expect(inRanges('192.168.1.20', ranges)).toBe(true);
    expect(inRanges('203.0.113.7', ranges)).toBe(true);
    expect(inRanges('172.16.0.1', ranges)).toBe(false);
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(inRanges('::ffff:1.2.3.4', ['1.2.3.0/24'])).toBe(true);
    expect(inRanges('::ffff:1.2.3.4', ['1.2.3.4/32'])).toBe(true);
    expect(inRanges('::ffff:1.2.4.4', ['1.2.3.0/24'])).toBe(false);
  });

  it.each([
    '2001:db8::1',
    '::1',
    '::ffff:',
    '',
    'localhost',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '1.2.3.-4',
    '1.2.3.4/32',
    ' 1.2.3.4',
    'a.b.c.d',
    '1..2.3',
  ])('refuses the malformed or non-IPv4 source address %j when ranges are set, even 0.0.0.0/0', (address) => {
    expect(inRanges(address, ['1.2.3.0/24'])).toBe(false);
    expect(inRanges(address, ['0.0.0.0/0'])).toBe(false);
  });

  it.each([
    '1.2.3.0/33',
    '1.2.3.0/-1',
    '1.2.3.0',
    '1.2.3/24',
    '256.0.0.0/8',
    'a.b.c.d/8',
    '',
    '/24',
    '1.2.3.0/abc',
    '1.2.3.0/',
    '1.2.3.0/ ',
    '1.2.3.0/8.5',
    '1.2.3.0/0x18',
    '1.2.3.0/+24',
  ])('fails closed on the malformed range %j: it matches nothing', (range) => {
    for (const address of ['1.2.3.4', '8.8.8.8', '0.0.0.0'])
      expect({ address, range, allowed: inRanges(address, [range]) }).toEqual({ address, range, allowed: false });
  });

  it('ignores a malformed range beside a valid one', () => {
    expect(inRanges('10.1.1.1', ['bogus', '10.0.0.0/8'])).toBe(true);
    expect(inRanges('11.1.1.1', ['bogus', '10.0.0.0/8'])).toBe(false);
  });
});
