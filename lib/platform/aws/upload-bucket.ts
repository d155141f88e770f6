// The bucket of uploaded files on S3 (the emulator's locally): presigned PUT URLs that create an object once, and
// reading an object from a byte offset as a stream.
import { GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/**
 * If-None-Match is signed as a header rather than hoisted into the query: S3 then refuses a PUT without it (the
 * signature does not match) and a second PUT to the same URL (412, the object exists), so an upload URL creates its
 * object once. Unhoisted, the client must send it: `If-None-Match: *`.
 */
export const UPLOAD_HEADERS = { 'If-None-Match': '*' } as const;

export interface UploadBucket {
  /** A URL that PUTs the object `key` once, until `expiresInSeconds` after `now`. */
  signUpload(key: string, expiresInSeconds: number, now: Date): Promise<string>;
  /** The object's size in bytes, or undefined when there is none. */
  sizeOf(key: string): Promise<number | undefined>;
  /** The object's bytes from `offset` to its end. */
  read(key: string, offset: number): Promise<AsyncIterable<Uint8Array>>;
  /** Stores `bytes` as the object `key` (a file the service fetched itself). */
  store(key: string, bytes: Buffer): Promise<void>;
}

/**
 * `client` reads and `signer` signs (its endpoint is the one upload URLs name: S3's own in AWS, the local upload
 * endpoint locally). The signer computes no checksum: the SDK's default would sign the checksum of an empty body.
 */
export function createUploadBucket({
  client,
  signer,
  bucket,
}: {
  client: S3Client;
  signer: S3Client;
  bucket: string;
}): UploadBucket {
  return {
    signUpload: (key, expiresInSeconds, now) => signUploadUrl(signer, { bucket, key, expiresInSeconds, now }),
    async sizeOf(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (error instanceof NotFound || (error instanceof Error && error.name === 'NotFound')) return undefined;
        throw error;
      }
    },
    async store(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: 'text/csv' }));
    },
    async read(key, offset) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key, ...(offset > 0 ? { Range: `bytes=${offset}-` } : {}) }),
      );
      const body = answer.Body;
      if (!isByteStream(body)) throw new Error(`The object ${key} has no body to stream`);
      return body;
    },
  };
}

/** The presigned PUT of one object, with If-None-Match signed (UPLOAD_HEADERS); the local endpoint checks it the same way. */
export function signUploadUrl(
  signer: S3Client,
  { bucket, key, expiresInSeconds, now }: { bucket: string; key: string; expiresInSeconds: number; now: Date },
): Promise<string> {
  return getSignedUrl(signer, new PutObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: '*' }), {
    expiresIn: expiresInSeconds,
    signingDate: now,
    unhoistableHeaders: new Set(['if-none-match']),
  });
}

/** Node's S3 bodies are streams of bytes. */
function isByteStream(value: unknown): value is AsyncIterable<Uint8Array> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
