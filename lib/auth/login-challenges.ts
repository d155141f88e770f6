// Login challenges: a 6-digit code and a one-time link token, valid 10 minutes, single-use, dead after 5 wrong codes.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ulid } from 'ulid';
import { UnauthorizedError } from '../http/errors.js';
import type { EntityType } from '../store/entity.js';
import { RecordNotFoundError } from '../store/errors.js';
import type { StoredRecord, WriteContext } from '../store/records.js';
import type { Store } from '../store/store.js';

/** Challenges live in the user's own namespace and are gone a day after they expire. */
export const loginChallengeEntity: EntityType = {
  object: 'loginChallenge',
  idPrefix: 'lgc',
  retentionDays: 1,
  logged: false,
};

export const CHALLENGE_SECONDS = 10 * 60;
export const MAX_CODE_ATTEMPTS = 5;

function codeHash(challengeId: string, code: string): string {
  return createHash('sha256').update(`${challengeId}:${code}`).digest('hex');
}

const refused = (why: string) => new UnauthorizedError('invalid_access_token', why);

export function createLoginChallenges(store: Store, now = () => new Date()) {
  const systemCtx = (userId: string, requestId: string): WriteContext => ({
    org: userId,
    actor: { type: 'system', id: 'login' },
    requestId,
  });

  /** Opens a challenge; returns its id and the code to email. */
  async function open(userId: string, requestId: string): Promise<{ challengeId: string; code: string }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = `${loginChallengeEntity.idPrefix}_${ulid()}`;
    await store.create(
      loginChallengeEntity,
      systemCtx(userId, requestId),
      {
        codeHash: codeHash(id, code),
        attempts: 0,
        expiresAt: new Date(now().getTime() + CHALLENGE_SECONDS * 1000).toISOString(),
        usedAt: null,
      },
      { id },
    );
    return { challengeId: id, code };
  }

  /**
   * Consumes a challenge once: with `code`, a wrong code counts an attempt and the fifth kills it; without, the link
   * token alone is the proof. The store's versioned write makes the single use hold under concurrent attempts.
   */
  async function consume(userId: string, challengeId: string, requestId: string, code?: string): Promise<void> {
    let outcome: 'ok' | 'wrong' | undefined;
    const check = (challenge: StoredRecord) => {
      if (challenge.usedAt) throw refused('The login code was already used.');
      if (Date.parse(String(challenge.expiresAt)) <= now().getTime()) throw refused('The login code has expired.');
      if (Number(challenge.attempts) >= MAX_CODE_ATTEMPTS) throw refused('Too many wrong codes; request a new one.');
    };
    try {
      await store.update(loginChallengeEntity, systemCtx(userId, requestId), challengeId, (challenge) => {
        check(challenge);
        const expected = Buffer.from(String(challenge.codeHash));
        const right = code === undefined || timingSafeEqual(Buffer.from(codeHash(challengeId, code)), expected);
        outcome = right ? 'ok' : 'wrong';
        return right ? { usedAt: now().toISOString() } : { attempts: Number(challenge.attempts) + 1 };
      });
    } catch (error) {
      if (error instanceof RecordNotFoundError) throw refused('The login code is unknown.');
      throw error;
    }
    if (outcome !== 'ok') throw refused('The login code is wrong.');
  }

  return { open, consume };
}
