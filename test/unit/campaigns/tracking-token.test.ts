// Unit tests of tracking tokens: signed, base64url, refused when altered, and the secret's development default.
import { MissingConfigError } from '../../../lib/platform/config.js';
import type { GenerateMacCommandInput, KMSClient } from '@aws-sdk/client-kms';
import { kmsMac } from '../../../lib/campaigns/tracking/kms-mac.js';
import { trackingKeySettings } from '../../../lib/app/settings.js';
import { createTrackingTokens, trackingSecret } from '../../../lib/campaigns/tracking/tracking-token.js';

const tokens = createTrackingTokens('test-secret');
const click = { org: 'org_01ABC', sentEmailId: 'sen_01XYZ', kind: 'click' as const, link: 3 };

describe('tracking tokens', () => {
  it('round-trips opens, clicks with their link index, and unsubscribes', () => {
    expect(tokens.verify(tokens.sign(click))).toEqual(click);
    const open = { org: 'org_1', sentEmailId: 'sen_1', kind: 'open' as const };
    expect(tokens.verify(tokens.sign(open))).toEqual(open);
    const unsubscribe = { org: 'org_1', sentEmailId: 'sen_1', kind: 'unsubscribe' as const };
    expect(tokens.verify(tokens.sign(unsubscribe))).toEqual(unsubscribe);
  });

  it('is base64url, safe in a path', () => {
    expect(tokens.sign(click)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a token with any character changed, another secret, or a forged payload', () => {
    const token = tokens.sign(click);
    for (let i = 0; i < token.length; i++) {
      if (token[i] === '.') continue;
      const altered = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
      expect(tokens.verify(altered)).toBeUndefined();
    }
    expect(createTrackingTokens('other').verify(token)).toBeUndefined();
    const forged = Buffer.from('c.org_01ABC.sen_01XYZ.4').toString('base64url');
    expect(tokens.verify(`${forged}.${token.split('.')[1]}`)).toBeUndefined();
    expect(tokens.verify('')).toBeUndefined();
    expect(tokens.verify('a.b.c')).toBeUndefined();
  });

  it('names a different token for each link', () => {
    expect(tokens.sign({ ...click, link: 0 })).not.toBe(tokens.sign({ ...click, link: 1 }));
  });
});

describe('trackingSecret, from the environment', () => {
  it('uses TRACKING_TOKEN_SECRET when set', async () => {
    expect(await trackingSecret(trackingKeySettings({ TRACKING_TOKEN_SECRET: 's3cret', LOCAL_RUNTIME: 'true' }))).toBe(
      's3cret',
    );
  });

  it('falls back to a development secret on the local runtime only', async () => {
    expect(await trackingSecret(trackingKeySettings({ LOCAL_RUNTIME: 'true' }))).toMatch(/local/);
    await expect(trackingSecret(trackingKeySettings({}))).rejects.toThrow(MissingConfigError);
  });

  it('derives the secret inside KMS from TRACKING_KEY_ARN: a GenerateMac of a fixed label, HMAC-SHA256', async () => {
    const sent: GenerateMacCommandInput[] = [];
    const client = {
      send: async (command: { input: GenerateMacCommandInput }) => {
        sent.push(command.input);
        return { Mac: new Uint8Array([1, 2, 3, 250]) };
      },
    } as unknown as Pick<KMSClient, 'send'>;
    const keyArn = 'arn:aws:kms:eu-west-1:123456789012:key/abc';
    const secret = await trackingSecret(
      trackingKeySettings({ TRACKING_KEY_ARN: keyArn, TRACKING_TOKEN_SECRET: 'ignored' }),
      kmsMac(client),
    );
    expect(secret).toBe(Buffer.from([1, 2, 3, 250]).toString('base64url'));
    expect(sent).toEqual([
      { KeyId: keyArn, MacAlgorithm: 'HMAC_SHA_256', Message: Buffer.from('outreach-api tracking tokens v1') },
    ]);
  });

  it('fails when KMS answers no MAC', async () => {
    const client = { send: async () => ({}) } as unknown as Pick<KMSClient, 'send'>;
    await expect(trackingSecret(trackingKeySettings({ TRACKING_KEY_ARN: 'k' }), kmsMac(client))).rejects.toThrow(
      /no MAC/,
    );
  });
});
