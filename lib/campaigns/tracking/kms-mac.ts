// The KMS side of the tracking secret: an HMAC computed inside KMS with an HMAC_256 key, so the key never leaves it.
import { GenerateMacCommand, KMSClient } from '@aws-sdk/client-kms';
import {
  createTrackingTokens,
  type KmsMac,
  type TrackingKeySettings,
  type TrackingTokens,
  trackingSecret,
} from './tracking-token.js';

export function kmsMac(client: Pick<KMSClient, 'send'>): KmsMac {
  return async (keyId, message) => {
    const { Mac } = await client.send(
      new GenerateMacCommand({ KeyId: keyId, Message: message, MacAlgorithm: 'HMAC_SHA_256' }),
    );
    if (!Mac) throw new Error('KMS returned no MAC');
    return Buffer.from(Mac);
  };
}

/** The tracking tokens of this instance, their secret derived once at cold start. */
export async function configuredTrackingTokens(settings: TrackingKeySettings): Promise<TrackingTokens> {
  return createTrackingTokens(await trackingSecret(settings, kmsMac(new KMSClient({}))));
}
