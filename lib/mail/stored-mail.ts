// Received mail kept as raw messages where SES's receipt rule stored them: the port, and its S3 implementation.
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { StoredMessageLocation } from './ses-notification.js';

/** Reads a stored raw RFC 5322 message. */
export interface StoredMail {
  read(location: StoredMessageLocation): Promise<Buffer>;
}

/**
 * Reads from the one bucket the deployment stores received mail in; a notification naming another bucket is refused
 * (the function may not read it anyway, and it would say nothing clearer than AccessDenied).
 */
export function createS3StoredMail(client: Pick<S3Client, 'send'>, { bucket }: { bucket: string }): StoredMail {
  return {
    async read(location) {
      if (location.bucket !== bucket)
        throw new Error(`Received mail is stored in bucket ${bucket}, not in ${location.bucket} (${location.key})`);
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: location.key }));
      if (!Body) throw new Error(`The stored message ${location.key} has no body`);
      return Buffer.from(await Body.transformToByteArray());
    },
  };
}

/** The S3 reader of `bucket` where the deployment receives mail (RECEIVED_MAIL_BUCKET), else none. */
export function storedMailIn(bucket: string | undefined, client: () => Pick<S3Client, 'send'>): StoredMail | undefined {
  return bucket ? createS3StoredMail(client(), { bucket }) : undefined;
}
