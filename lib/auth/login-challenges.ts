// Login challenges: a 6-digit code and a one-time link token, valid 10 minutes, single-use, dead after 5 wrong codes or a newer challenge.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ulid } from 'ulid';
import * as v from 'valibot';
import { UnauthorizedError } from '../platform/http/errors.js';
import type { EntityType } from '../platform/store/entity.js';
import { RecordNotFoundError } from '../platform/store/errors.js';
import { defineItem, part } from '../platform/store/item-type.js';
import type { StoredRecord, WriteContext } from '../platform/store/records.js';
import type { Store } from '../platform/store/store.js';
import type { LoginLimits } from './login-limits.js';

/**
 * Each challenge is its own namespace, so that a token naming the challenge alone leads to it and says nothing of the
 * user; challenges are gone a day after they expire.
 */
/** A challenge as stored: the code only as its hash, bound to the challenge's id. */
interface LoginChallenge extends StoredRecord {
  address: string;
  /** Null for an address no account has. */
  userId: string | null;
  codeHash: string;
  attempts: number;
  expiresAt: string;
  usedAt: string | null;
}

export const loginChallengeEntity: EntityType<LoginChallenge> = {
  object: 'loginChallenge',
  idPrefix: 'lgc',
  retentionDays: 1,
  logged: false,
};

/**
 * The one login challenge of an email address (by its SHA-256, so no address is kept) that may still be met: a newer
 * one replaces it, and it expires with its challenge.
 */
export const currentLoginChallenges = defineItem({
  name: 'current login challenge',
  partition: ['LOGIN', part('address')],
  sort: [],
  attributes: v.object({ challengeId: v.string() }),
  expires: true,
});

export const CHALLENGE_SECONDS = 10 * 60;
export const MAX_CODE_ATTEMPTS = 5;

function codeHash(challengeId: string, code: string): string {
  return createHash('sha256').update(`${challengeId}:${code}`).digest('hex');
}

const refused = (why: string) => new UnauthorizedError('invalid_access_token', why);

export interface LoginChallengeDeps {
  store: Pick<Store, 'create' | 'get' | 'update' | 'items'>;
  limits: Pick<LoginLimits, 'countTriedCode' | 'countAcceptedCode'>;
  now?: () => Date;
}

export function createLoginChallenges({ store, limits, now = () => new Date() }: LoginChallengeDeps) {
  const systemCtx = (challengeId: string, requestId: string): WriteContext => ({
    org: challengeId,
    actor: { type: 'system', id: 'login' },
    requestId,
  });

  /**
   * Opens a challenge for an email address (by its key) and makes it the address's only live one; returns its id and
   * the code to email. `userId` is null for an address no account has: such a challenge behaves like any other, but
   * no code meets it.
   */
  async function open(
    address: string,
    userId: string | null,
    requestId: string,
  ): Promise<{ challengeId: string; code: string }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = `${loginChallengeEntity.idPrefix}_${ulid()}`;
    const expiresAtMs = now().getTime() + CHALLENGE_SECONDS * 1000;
    await store.create(
      loginChallengeEntity,
      systemCtx(id, requestId),
      {
        address,
        userId,
        codeHash: codeHash(id, code),
        attempts: 0,
        expiresAt: new Date(expiresAtMs).toISOString(),
        usedAt: null,
      },
      { id },
    );
    // Replacing the pointer retires every older challenge of the address, whichever token of theirs comes back.
    await store
      .items(currentLoginChallenges)
      .putMany([{ key: { address }, attributes: { challengeId: id }, expiresAt: Math.ceil(expiresAtMs / 1000) }]);
    return { challengeId: id, code };
  }

  /**
   * Consumes a challenge once and answers its user: with `code`, the try counts against the address's wrong codes
   * (429 past them), a wrong code counts an attempt and the fifth kills the challenge; without, the link token alone is
   * the proof. The store's versioned write makes the single use hold under concurrent attempts.
   */
  async function consume(challengeId: string, requestId: string, code?: string): Promise<string> {
    const challenge = await store.get(loginChallengeEntity, challengeId, challengeId);
    if (!challenge) throw refused('The login code is unknown.');
    const address = challenge.address;
    if (code !== undefined) await limits.countTriedCode(address);
    const current = await store.items(currentLoginChallenges).get({ address });
    if (current?.challengeId !== challengeId)
      throw refused('A newer login code was requested; only the newest one works.');

    let outcome: 'ok' | 'wrong' | undefined;
    const check = (latest: LoginChallenge) => {
      if (latest.usedAt) throw refused('The login code was already used.');
      if (Date.parse(latest.expiresAt) <= now().getTime()) throw refused('The login code has expired.');
      if (latest.attempts >= MAX_CODE_ATTEMPTS) throw refused('Too many wrong codes; request a new one.');
    };
    try {
      await store.update(loginChallengeEntity, systemCtx(challengeId, requestId), challengeId, (latest) => {
        check(latest);
        const expected = Buffer.from(latest.codeHash);
        const matches = code === undefined || timingSafeEqual(Buffer.from(codeHash(challengeId, code)), expected);
        // A challenge for nobody is never met, not even by a lucky guess.
        const right = matches && latest.userId !== null;
        outcome = right ? 'ok' : 'wrong';
        return right ? { usedAt: now().toISOString() } : { attempts: latest.attempts + 1 };
      });
    } catch (error) {
      if (error instanceof RecordNotFoundError) throw refused('The login code is unknown.');
      throw error;
    }
    // A challenge for nobody is never met (outcome is never 'ok' for it); the null check says so to the compiler.
    if (outcome !== 'ok' || challenge.userId === null) throw refused('The login code is wrong.');
    if (code !== undefined) await limits.countAcceptedCode(address);
    return challenge.userId;
  }

  return { open, consume };
}
