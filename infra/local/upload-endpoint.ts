// The local stand-in for S3's side of an upload URL: it checks the presigned PUT as S3 would (its signature, its
// expiry on the runtime's clock, If-None-Match against an existing object), streams the file into the emulator's
// bucket, and sends the bucket's ObjectCreated notification to the import-files queue, as S3's event notification does.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { UploadBucket } from '../../lib/platform/aws/upload-bucket.js';
import { signUploadUrl } from '../../lib/platform/aws/upload-bucket.js';
import type { Clock } from '../../lib/platform/clock.js';

/** The path upload URLs name on the local runtime. */
export const LOCAL_UPLOAD_PATH = '/local/uploads';

/** The most a local upload takes: past the 100 MB a run reads, so that the reader's own refusal can be seen. */
const MAX_LOCAL_UPLOAD_BYTES = 200 * 1024 * 1024;

export interface LocalUploadEndpointOptions {
  /** The emulator's S3, where files are stored. */
  s3: S3Client;
  /** Signs as the API does: the same credentials and the endpoint the URLs name. */
  signer: S3Client;
  bucket: string;
  /** Reads what the bucket holds (If-None-Match). */
  files: Pick<UploadBucket, 'sizeOf'>;
  sqs: SQSClient;
  /** The import-files queue, which S3's notification feeds in AWS. */
  notificationQueueUrl: string;
  clock: Clock;
}

/** The parts a file goes to the emulator in: under its 11 MiB limit on a request, over S3's 5 MiB least part. */
const EMULATOR_PART_BYTES = 8 * 1024 * 1024;

/** S3's longest presigned URL: seven days. */
const MAX_EXPIRES_SECONDS = 604_800;

/** An S3-shaped error answer. */
function refuse(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/** `20261129T120000Z` as a Date. */
function amzDate(value: string | null): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Handles a PUT under LOCAL_UPLOAD_PATH; answers as S3 does. */
export function createLocalUploadEndpoint(options: LocalUploadEndpointOptions) {
  return async function handleUpload(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const [bucket, ...keyParts] = url.pathname.slice(LOCAL_UPLOAD_PATH.length + 1).split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    if (req.method !== 'PUT') return refuse(res, 405, 'MethodNotAllowed', 'Upload URLs take a PUT.');
    if (bucket !== options.bucket || !key) return refuse(res, 404, 'NoSuchBucket', 'The bucket does not exist.');
    const signedAt = amzDate(url.searchParams.get('X-Amz-Date'));
    const expiresIn = Number(url.searchParams.get('X-Amz-Expires'));
    const signature = url.searchParams.get('X-Amz-Signature') ?? '';
    if (!signedAt || !Number.isInteger(expiresIn) || !signature)
      return refuse(res, 403, 'AccessDenied', 'Query-string authentication requires the X-Amz- parameters.');
    if (expiresIn < 1 || expiresIn > MAX_EXPIRES_SECONDS)
      return refuse(
        res,
        400,
        'AuthorizationQueryParametersError',
        'X-Amz-Expires must be between 1 and 604800 seconds.',
      );
    const expected = new URL(
      await signUploadUrl(options.signer, { bucket, key, expiresInSeconds: expiresIn, now: signedAt }),
    ).searchParams.get('X-Amz-Signature');
    if (!expected || !sameText(expected, signature) || req.headers['if-none-match'] !== '*')
      return refuse(
        res,
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      );
    if (options.clock().getTime() > signedAt.getTime() + expiresIn * 1000)
      return refuse(res, 403, 'AccessDenied', 'Request has expired');
    const length = Number(req.headers['content-length']);
    if (!Number.isInteger(length) || length < 0)
      return refuse(res, 411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
    if (length > MAX_LOCAL_UPLOAD_BYTES)
      return refuse(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    if ((await options.files.sizeOf(key)) !== undefined)
      return refuse(res, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
    // In parts: the emulator takes at most 11 MiB in one request, where S3 takes one PUT of up to 5 GB.
    const stored = await new Upload({
      client: options.s3,
      params: { Bucket: bucket, Key: key, Body: req, ContentType: 'text/csv' },
      partSize: EMULATOR_PART_BYTES,
      queueSize: 1,
    }).done();
    await options.sqs.send(
      new SendMessageCommand({
        QueueUrl: options.notificationQueueUrl,
        MessageBody: JSON.stringify({
          Records: [
            {
              eventVersion: '2.1',
              eventSource: 'aws:s3',
              eventTime: options.clock().toISOString(),
              eventName: 'ObjectCreated:Put',
              s3: { bucket: { name: bucket }, object: { key: encodeURIComponent(key), size: length } },
            },
          ],
        }),
      }),
    );
    res.writeHead(200, { ETag: stored.ETag ?? '""' });
    res.end();
  };
}
