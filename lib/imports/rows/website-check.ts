// Checks whether a company website answers one HEAD request, refusing (against SSRF) any host that is or resolves to a non-public address.
import { logger } from '../../platform/http/logger.js';
import { createTtlCache } from '../../platform/expiring-cache.js';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { NonPublicAddressError, nonPublicRange, vettedLookup } from '../../platform/http/public-address.js';

/**
 * Why a website is not up, as the row's caller reads it: a fixed set, so that a verdict never carries an error message,
 * a resolved address or whether a port is open. A host that resolves to a non-public address is `unreachable`, like one
 * that does not resolve, so that the check cannot be used to map internal names.
 */
export const WEBSITE_FAILURES = {
  invalidUrl: 'not a valid http or https URL',
  credentials: 'URLs with credentials are not checked',
  notPublic: 'not a public address',
  unreachable: 'website unreachable',
  timeout: 'website did not answer in time',
} as const;

type WebsiteFailure = (typeof WEBSITE_FAILURES)[keyof typeof WEBSITE_FAILURES];

/** `up`: some HTTP response came back, whatever its status. `down`: none did. `refused`: no request was sent. */
type WebsiteVerdict =
  | { status: 'up'; httpStatus: number }
  | { status: 'down'; reason: WebsiteFailure }
  | { status: 'refused'; reason: WebsiteFailure };

export interface WebsiteCheck {
  /** The verdict for `url`; never rejects. */
  check(url: string): Promise<WebsiteVerdict>;
}

export interface WebsiteCheckOptions {
  /** How long to wait for the response headers, from the start of the lookup, in ms (default 5000). */
  timeoutMs?: number;
  /** Allows loopback, private and other non-public addresses: for local development and tests only. */
  allowPrivate?: boolean;
  /** How long a verdict is reused for the same origin, in ms (default 10 minutes). */
  cacheTtlMs?: number;
  /** The clock the cache reads, in epoch ms. */
  now?: () => number;
}

const DEFAULT_WEBSITE_CHECK_TIMEOUT_MS = 5000;

const publicOnlyLookup = vettedLookup();

/** The generic verdict for a request that failed; what really happened goes to the log only. */
function failedVerdict(url: URL, error: unknown): WebsiteVerdict {
  logger.debug('Website check failed', {
    origin: url.origin,
    error: error instanceof Error ? error : new Error(String(error)),
  });
  const status = error instanceof NonPublicAddressError ? 'refused' : 'down';
  return { status, reason: WEBSITE_FAILURES.unreachable };
}

/** A website check with its own per-origin cache of verdicts. */
export function createWebsiteCheck(options: WebsiteCheckOptions = {}): WebsiteCheck {
  const timeoutMs = options.timeoutMs ?? DEFAULT_WEBSITE_CHECK_TIMEOUT_MS;
  const cache = createTtlCache<WebsiteVerdict>({ ttlMs: options.cacheTtlMs, now: options.now });
  const allowPrivate = options.allowPrivate ?? false;
  if (!(timeoutMs > 0)) throw new Error(`The website check timeout must be a positive number of ms, got ${timeoutMs}`);

  function request(url: URL): Promise<WebsiteVerdict> {
    // WHATWG URL keeps the brackets of an IPv6 host and has already normalised odd IPv4 spellings (0x7f.1, 2130706433).
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (!allowPrivate && isIP(host) !== 0) {
      // net connects to an IP literal directly, never through `lookup`, so it is vetted here; net's own test decides what
      // is a literal. The caller wrote this address, so naming it non-public tells them nothing new.
      if (nonPublicRange(host)) return Promise.resolve({ status: 'refused', reason: WEBSITE_FAILURES.notPublic });
    }
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<WebsiteVerdict>((resolve) => {
      let settled = false;
      const settle = (verdict: WebsiteVerdict) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(verdict);
      };
      let req: http.ClientRequest;
      try {
        req = client.request(url, {
          method: 'HEAD',
          // A fresh connection each time: a pooled socket would skip the lookup that vets the address.
          agent: false,
          headers: { 'user-agent': 'outreach-website-check/1', accept: '*/*' },
          ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
        });
      } catch (error) {
        return resolve(failedVerdict(url, error));
      }
      const timer = setTimeout(() => {
        settle({ status: 'down', reason: WEBSITE_FAILURES.timeout });
        req.destroy();
      }, timeoutMs);
      req.on('response', (res) => {
        settle({ status: 'up', httpStatus: res.statusCode ?? 0 });
        // Only the status line matters; dropping the connection stops a server from streaming a body at us.
        res.destroy();
        req.destroy();
      });
      // Destroying the request after a verdict raises an error too: only one before it is the check's failure.
      req.on('error', (error) => {
        if (!settled) settle(failedVerdict(url, error));
      });
      req.end();
    });
  }

  return {
    async check(raw) {
      let url: URL;
      try {
        url = new URL(raw.trim());
      } catch {
        return { status: 'refused', reason: WEBSITE_FAILURES.invalidUrl };
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return { status: 'refused', reason: WEBSITE_FAILURES.invalidUrl };
      if (url.username || url.password) return { status: 'refused', reason: WEBSITE_FAILURES.credentials };
      const cached = cache.get(url.origin);
      if (cached) return cached;
      const verdict = await request(url);
      cache.set(url.origin, verdict);
      return verdict;
    },
  };
}
