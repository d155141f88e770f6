// Signed tokens: 15-minute access tokens, and short-lived tokens for the login steps, verified with aws-jwt-verify.
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { TokenSigner } from '../signing/signer.js';

/** The claims of an access token beside the standard ones (which stay in the verified claims too). */
const accessTokenClaims = v.looseObject({
  userId: v.string(),
  userName: v.string(),
  userEmail: v.string(),
  sessionId: v.string(),
  scopes: v.array(v.string()),
});
export type AccessTokenPayload = v.InferOutput<typeof accessTokenClaims>;

export const ACCESS_TOKEN_SECONDS = 15 * 60;

/** Audiences keep one kind of token from being accepted as another. */
const AUDIENCE = { access: 'outreach-api', login: 'outreach-api-login' } as const;
type Audience = keyof typeof AUDIENCE;

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function createTokenService({
  signer,
  issuer,
  now = () => Date.now(),
}: {
  signer: TokenSigner;
  issuer: string;
  now?: () => number;
}) {
  const verifiers = new Map<Audience, Promise<(token: string) => Promise<JwtPayload>>>();

  function verifierFor(audience: Audience) {
    let verifier = verifiers.get(audience);
    if (!verifier) {
      verifier = signer.publicJwk().then((jwk) => {
        // The JWKS is ours and in hand: cache it so the verifier never fetches the URI.
        const created = JwtRsaVerifier.create({
          issuer,
          audience: AUDIENCE[audience],
          jwksUri: `${issuer}/.well-known/jwks.json`,
        });
        created.cacheJwks({ keys: [jwk] });
        return (token: string) => created.verify(token);
      });
      verifiers.set(audience, verifier);
    }
    return verifier;
  }

  async function sign(audience: Audience, claims: Record<string, unknown>, seconds: number): Promise<string> {
    const { kid } = await signer.publicJwk();
    const issuedAt = Math.floor(now() / 1000);
    const input = `${base64url({ alg: 'RS256', typ: 'JWT', kid })}.${base64url({ ...claims, iss: issuer, aud: AUDIENCE[audience], iat: issuedAt, exp: issuedAt + seconds, jti: randomUUID() })}`;
    return `${input}.${(await signer.sign(Buffer.from(input))).toString('base64url')}`;
  }

  return {
    issueAccessToken: (payload: AccessTokenPayload) =>
      sign('access', { sub: payload.userId, ...payload }, ACCESS_TOKEN_SECONDS),
    async verifyAccessToken(token: string): Promise<AccessTokenPayload> {
      return v.parse(accessTokenClaims, await (await verifierFor('access'))(token));
    },
    /**
     * A token for a login step (`code`, `link`) naming its challenge and nothing else, so that whoever reads it learns
     * nothing of the account (nor whether there is one); valid for `seconds`.
     */
    issueLoginToken: (purpose: 'code' | 'link', challengeId: string, seconds: number) =>
      sign('login', { sub: challengeId, purpose }, seconds),
    /** The challenge a login token names, once its signature, audience, expiry and purpose check out. */
    async verifyLoginToken(token: string, purpose: 'code' | 'link'): Promise<string> {
      const claims = await (await verifierFor('login'))(token);
      if (claims.purpose !== purpose) throw new Error(`not a ${purpose} token`);
      return String(claims.sub);
    },
    jwks: async () => ({ keys: [await signer.publicJwk()] }),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
