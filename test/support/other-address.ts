// An address of this machine other than 127.0.0.1, from which the loopback-only servers must refuse connections.
import { networkInterfaces } from 'node:os';

/** A LAN address, or else 127.0.0.2 (loopback, but not bound). */
export function otherAddressOfThisMachine(): string {
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal);
  return lan?.address ?? '127.0.0.2';
}
