// The MX lookup against a real DNS server on 127.0.0.1 (dns2): found, none (no records, NXDOMAIN, null MX), unknown (SERVFAIL, REFUSED, silence), caching and the env switch.
import { createSocket, type Socket } from 'node:dgram';
import { RCODE, startDnsServer, type DnsServer } from '../support/dns-server.js';
import { mxLookupSettings } from '../../lib/app/settings.js';
import { createDnsMxLookup } from '../../lib/platform/dns/mx-lookup.js';

/** MX records the server knows, by name; a name absent here and from `rcodes` exists with no records. */
const mxRecords: Record<string, { exchange: string; priority: number }[]> = {
  'mail.example.test': [
    { exchange: 'backup.mail.example.test', priority: 20 },
    { exchange: 'primary.mail.example.test', priority: 10 },
    { exchange: 'last.mail.example.test', priority: 30 },
  ],
  'upper.example.test': [{ exchange: 'mx.upper.example.test', priority: 5 }],
  'expiring.example.test': [{ exchange: 'mx.expiring.example.test', priority: 5 }],
  'null-mx.example.test': [{ exchange: '', priority: 0 }],
  'null-mx-dot.example.test': [{ exchange: '.', priority: 0 }],
  'only-here.example.test': [{ exchange: 'mx.only-here.example.test', priority: 1 }],
};
const rcodes: Record<string, number> = {
  'missing.example.test': RCODE.NXDOMAIN,
  'missing-twice.example.test': RCODE.NXDOMAIN,
  'broken.example.test': RCODE.SERVFAIL,
  'refusing.example.test': RCODE.REFUSED,
};

/** A UDP socket that reads every query and answers none. */
let silent: Socket;
let server: DnsServer;
let dnsServer: string;
let silentServer: string;
const queriesFor = (name: string) => server.queriesFor(name);

beforeAll(async () => {
  server = await startDnsServer({ mx: mxRecords, rcodes });
  dnsServer = server.address;
  silent = createSocket('udp4');
  silent.on('message', () => undefined);
  await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
  silentServer = `127.0.0.1:${silent.address().port}`;
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

const lookupOn = (servers: string[], options: { timeoutMs?: number; now?: () => number; cacheTtlMs?: number } = {}) =>
  createDnsMxLookup({ servers, timeoutMs: 1000, ...options });

describe('createDnsMxLookup', () => {
  it('finds the exchange with the lowest priority number', async () => {
    await expect(lookupOn([dnsServer]).lookup('mail.example.test')).resolves.toEqual({
      status: 'found',
      exchange: 'primary.mail.example.test',
    });
  });

  it('says none for a name that exists without MX records', async () => {
    await expect(lookupOn([dnsServer]).lookup('no-records.example.test')).resolves.toEqual({ status: 'none' });
    expect(queriesFor('no-records.example.test')).toBe(1);
  });

  it('says none for a name that does not exist (NXDOMAIN)', async () => {
    await expect(lookupOn([dnsServer]).lookup('missing.example.test')).resolves.toEqual({ status: 'none' });
  });

  it('says none for a null MX, whether the exchange is written empty or as "."', async () => {
    const lookup = lookupOn([dnsServer]);
    await expect(lookup.lookup('null-mx.example.test')).resolves.toEqual({ status: 'none' });
    await expect(lookup.lookup('null-mx-dot.example.test')).resolves.toEqual({ status: 'none' });
  });

  it('says unknown, with a reason, for SERVFAIL and REFUSED', async () => {
    const lookup = lookupOn([dnsServer]);
    const servfail = await lookup.lookup('broken.example.test');
    expect(servfail).toEqual({ status: 'unknown', reason: expect.stringContaining('ESERVFAIL') });
    const refused = await lookup.lookup('refusing.example.test');
    expect(refused).toEqual({ status: 'unknown', reason: expect.stringContaining('EREFUSED') });
  });

  it('says unknown when the server never answers, once the timeout has passed', async () => {
    const started = Date.now();
    const verdict = await createDnsMxLookup({ servers: [silentServer], timeoutMs: 300 }).lookup('mail.example.test');
    expect(verdict).toEqual({ status: 'unknown', reason: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('says unknown when nothing listens on the server port', async () => {
    const closed = createSocket('udp4');
    await new Promise<void>((resolve) => closed.bind(0, '127.0.0.1', resolve));
    const port = closed.address().port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const verdict = await createDnsMxLookup({ servers: [`127.0.0.1:${port}`], timeoutMs: 500 }).lookup(
      'mail.example.test',
    );
    expect(verdict.status).toBe('unknown');
  });

  it('answers a repeated lookup, in any letter case, from its cache', async () => {
    const lookup = lookupOn([dnsServer]);
    await expect(lookup.lookup('upper.example.test')).resolves.toEqual({
      status: 'found',
      exchange: 'mx.upper.example.test',
    });
    await expect(lookup.lookup('UPPER.Example.test')).resolves.toEqual({
      status: 'found',
      exchange: 'mx.upper.example.test',
    });
    expect(queriesFor('upper.example.test')).toBe(1);
  });

  it('caches none as well', async () => {
    const lookup = lookupOn([dnsServer]);
    await lookup.lookup('missing-twice.example.test');
    await expect(lookup.lookup('missing-twice.example.test')).resolves.toEqual({ status: 'none' });
    expect(queriesFor('missing-twice.example.test')).toBe(1);
  });

  it('asks again once the cached verdict is older than the TTL', async () => {
    let clock = 1_000_000;
    const lookup = lookupOn([dnsServer], { now: () => clock, cacheTtlMs: 60_000 });
    await lookup.lookup('expiring.example.test');
    clock += 59_000;
    await lookup.lookup('expiring.example.test');
    expect(queriesFor('expiring.example.test')).toBe(1);
    clock += 2_000;
    await expect(lookup.lookup('expiring.example.test')).resolves.toEqual({
      status: 'found',
      exchange: 'mx.expiring.example.test',
    });
    expect(queriesFor('expiring.example.test')).toBe(2);
  });

  it('never caches unknown', async () => {
    const lookup = lookupOn([dnsServer]);
    await expect(lookup.lookup('broken.example.test')).resolves.toMatchObject({ status: 'unknown' });
    const afterFirst = queriesFor('broken.example.test');
    await expect(lookup.lookup('broken.example.test')).resolves.toMatchObject({ status: 'unknown' });
    expect(queriesFor('broken.example.test')).toBeGreaterThan(afterFirst);
  });

  it('rejects a malformed server address when it is created', () => {
    expect(() => createDnsMxLookup({ servers: ['not an address'] })).toThrow();
  });
});

describe('the MX lookup from the environment', () => {
  it('ignores LOCAL_DNS_SERVERS unless LOCAL_RUNTIME=true', async () => {
    // Without the switch the system's resolvers are asked, and they cannot know a name that only the test server has.
    const lookup = createDnsMxLookup(mxLookupSettings({ LOCAL_DNS_SERVERS: dnsServer, MX_LOOKUP_TIMEOUT_MS: '1000' }));
    const verdict = await lookup.lookup('only-here.example.test');
    expect(verdict.status).not.toBe('found');
    expect(queriesFor('only-here.example.test')).toBe(0);
  });

  it('uses LOCAL_DNS_SERVERS when LOCAL_RUNTIME=true', async () => {
    const lookup = createDnsMxLookup(
      mxLookupSettings({
        LOCAL_RUNTIME: 'true',
        LOCAL_DNS_SERVERS: ` ${dnsServer} `,
        MX_LOOKUP_TIMEOUT_MS: '1000',
      }),
    );
    await expect(lookup.lookup('only-here.example.test')).resolves.toEqual({
      status: 'found',
      exchange: 'mx.only-here.example.test',
    });
  });

  it('fails fast on a timeout that is not a positive integer', () => {
    expect(() => createDnsMxLookup(mxLookupSettings({ MX_LOOKUP_TIMEOUT_MS: 'soon' }))).toThrow(/MX_LOOKUP_TIMEOUT_MS/);
    expect(() => createDnsMxLookup(mxLookupSettings({ MX_LOOKUP_TIMEOUT_MS: '0' }))).toThrow(/MX_LOOKUP_TIMEOUT_MS/);
  });
});
