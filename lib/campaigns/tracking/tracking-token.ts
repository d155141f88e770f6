// Signed tokens of the public tracking addresses: which sent email, what for (open, click on link n, unsubscribe).
import { createHmac } from 'node:crypto';
import { MissingConfigError } from '../../platform/config.js';
import type { PathPattern } from '../../platform/http/path-patterns.js';
import { signatureMatches } from '../../platform/signature-match.js';

const TRACKING_KINDS = ['open', 'click', 'unsubscribe'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

export interface TrackingTarget {
  org: string;
  sentEmailId: string;
  kind: TrackingKind;
  /** The link's index among the links of the sent email's body; clicks only. */
  link?: number;
}

const KIND_CODES: Record<TrackingKind, string> = { open: 'o', click: 'c', unsubscribe: 'u' };

/** Only the local runtime may fall back to this; in AWS a missing TRACKING_KEY_ARN fails at cold start. */
const LOCAL_DEVELOPMENT_SECRET = 'outreach-local-tracking-secret-not-for-production';

/** What the secret is derived from in KMS; a new label (or a new key) retires every link signed before. */
const DERIVATION_LABEL = 'outreach-api tracking tokens v1';

/** Computes an HMAC inside KMS with the key `keyId` (the AWS implementation is kmsMac in kms-mac.ts). */
export type KmsMac = (keyId: string, message: Buffer) => Promise<Buffer>;

/** TRACKING_KEY_ARN, TRACKING_TOKEN_SECRET, and whether this is the local runtime. */
export interface TrackingKeySettings {
  keyArn?: string;
  secret?: string;
  local: boolean;
}

/**
 * The secret tracking tokens are signed with: in AWS, the HMAC of a fixed label computed inside KMS with the stack's
 * HMAC key (`keyArn`), so that no secret is kept in the environment or the code and only functions granted
 * kms:GenerateMac can sign; `secret` when set (a deployment's own choice); on the local runtime, a fixed development
 * secret.
 */
export async function trackingSecret(settings: TrackingKeySettings, mac?: KmsMac): Promise<string> {
  if (settings.keyArn) {
    if (!mac) throw new Error('TRACKING_KEY_ARN is set but no KMS client was given to derive the tracking secret');
    return (await mac(settings.keyArn, Buffer.from(DERIVATION_LABEL))).toString('base64url');
  }
  if (settings.secret) return settings.secret;
  if (settings.local) return LOCAL_DEVELOPMENT_SECRET;
  throw new MissingConfigError('TRACKING_KEY_ARN');
}

/**
 * What a token in a tracking address may look like: two base64url parts joined by a dot, about 140 characters (512
 * at most, even with the longest ids); anything else of that alphabet is a 404 like any altered token.
 */
export const TRACKING_TOKEN_PATTERN: PathPattern = {
  pattern: '^[A-Za-z0-9_.-]{1,512}$',
  description: 'The signed token of the tracking address, as the message carries it.',
};

/** Ids are prefixes and ULIDs: letters, digits and underscores, never the separator. */
const SAFE_PART = /^[A-Za-z0-9_-]+$/;

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function createTrackingTokens(secret: string) {
  if (!secret) throw new Error('The tracking token secret must not be empty');
  return {
    /** `<payload>.<HMAC-SHA256 of it>`, both base64url: the payload names org, sent email, kind and link. */
    sign(target: TrackingTarget): string {
      if (!SAFE_PART.test(target.org) || !SAFE_PART.test(target.sentEmailId))
        throw new Error(`Cannot make a tracking token for ${target.org}/${target.sentEmailId}`);
      const fields = [KIND_CODES[target.kind], target.org, target.sentEmailId];
      if (target.kind === 'click') fields.push(String(target.link ?? 0));
      const payload = Buffer.from(fields.join('.')).toString('base64url');
      return `${payload}.${signature(secret, payload).toString('base64url')}`;
    },

    /** What a token names, or undefined for anything not signed with the secret (altered, truncated, made up). */
    verify(token: string): TrackingTarget | undefined {
      const [payload, signed, ...rest] = token.split('.');
      if (!payload || !signed || rest.length > 0) return undefined;
      if (!signatureMatches(signed, signature(secret, payload))) return undefined;
      const [code, org, sentEmailId, link, ...extra] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
      const kind = TRACKING_KINDS.find((candidate) => KIND_CODES[candidate] === code);
      if (!kind || !org || !sentEmailId || extra.length > 0) return undefined;
      if (kind !== 'click') return link === undefined ? { org, sentEmailId, kind } : undefined;
      if (!link || !/^\d{1,4}$/.test(link)) return undefined;
      return { org, sentEmailId, kind, link: Number(link) };
    },
  };
}

export type TrackingTokens = ReturnType<typeof createTrackingTokens>;
