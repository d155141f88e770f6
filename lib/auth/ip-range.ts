// Checks a source IPv4 address against CIDR ranges.

function toInteger(address: string): number | undefined {
  const parts = address.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    const octet = Number(part);
    if (!/^\d{1,3}$/.test(part) || octet > 255) return undefined;
    value = value * 256 + octet;
  }
  return value;
}

/** Whether `address` lies in any of the ranges; an empty list allows every address. */
export function inRanges(address: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return true;
  const ip = toInteger(address.replace(/^::ffff:/, ''));
  if (ip === undefined) return false;
  return ranges.some((range) => {
    const [base, bits] = range.split('/');
    const network = toInteger(base ?? '');
    // Only plain decimal prefixes count: Number('') is 0, which would match every address.
    if (network === undefined || !/^\d{1,2}$/.test(bits ?? '') || Number(bits) > 32) return false;
    const prefix = Number(bits);
    const size = 2 ** (32 - prefix);
    return Math.floor(ip / size) === Math.floor(network / size);
  });
}
