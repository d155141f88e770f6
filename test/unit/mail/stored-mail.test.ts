// Received mail stored in S3: the S3 reader at the SDK boundary (a stub client records the GetObject request), the S3-action
// Received notification it is named by, and the inbound-mail handler's refusal when the deployment cannot read it.
import { GetObjectCommand, type GetObjectCommandInput } from '@aws-sdk/client-s3';
import { handleReceivedMail } from '../../../lib/campaigns/inbound/inbound.js';
import { parseSesNotification } from '../../../lib/mail/ses-notification.js';
import { readAppConfig } from '../../../lib/app/settings.js';
import { createS3StoredMail, storedMailIn } from '../../../lib/mail/stored-mail.js';
import { createS3Client } from '../../../lib/platform/aws/clients.js';
import type { ResourceServices } from '../../../lib/platform/resources/behaviour.js';

const raw = 'From: grace@navy.test\r\nTo: ann@acme.test\r\nSubject: Re: Hello\r\n\r\nSounds good.';

/** `null` answers an object without a body. */
function stubS3(body: string | null = raw) {
  const requests: GetObjectCommandInput[] = [];
  const client = {
    async send(command: unknown): Promise<any> {
      if (!(command instanceof GetObjectCommand)) throw new Error('the stub answers GetObject only');
      requests.push(command.input);
      return { Body: body === null ? undefined : { transformToByteArray: async () => Buffer.from(body) } };
    },
  };
  return { client, requests };
}

/** A Received notification as SES's S3 action publishes it (with raw message delivery). */
function s3Received(action: Record<string, unknown>) {
  return JSON.stringify({
    notificationType: 'Received',
    mail: { messageId: 'o3vrnil0e2ic28trm7dfhrc2v0clambda4nbp0g1', destination: ['ann@acme.test'] },
    receipt: { recipients: ['ann@acme.test'], action: { type: 'S3', topicArn: 'arn:aws:sns:::events', ...action } },
  });
}

describe('createS3StoredMail', () => {
  it('gets the named object from its bucket and answers its bytes', async () => {
    const { client, requests } = stubS3();
    const mail = createS3StoredMail(client, { bucket: 'received-mail' });
    const read = await mail.read({ bucket: 'received-mail', key: 'inbound/o3vrnil0e2' });
    expect(read.toString('utf8')).toBe(raw);
    expect(requests).toEqual([{ Bucket: 'received-mail', Key: 'inbound/o3vrnil0e2' }]);
  });

  it('refuses an object of another bucket without asking S3, and an object without a body', async () => {
    const { client, requests } = stubS3();
    const mail = createS3StoredMail(client, { bucket: 'received-mail' });
    await expect(mail.read({ bucket: 'someone-elses', key: 'inbound/x' })).rejects.toThrow(
      'Received mail is stored in bucket received-mail, not in someone-elses (inbound/x)',
    );
    expect(requests).toEqual([]);
    const empty = createS3StoredMail(stubS3(null).client, { bucket: 'received-mail' });
    await expect(empty.read({ bucket: 'received-mail', key: 'inbound/y' })).rejects.toThrow('has no body');
  });

  it('exists only where RECEIVED_MAIL_BUCKET is set', () => {
    const storedMailFromEnv = (env: Record<string, string>) =>
      storedMailIn(readAppConfig(env).receivedMailBucket, () => createS3Client());
    expect(storedMailFromEnv({})).toBeUndefined();
    expect(storedMailFromEnv({ RECEIVED_MAIL_BUCKET: 'received-mail' })).toEqual({ read: expect.any(Function) });
  });
});

describe('parseSesNotification: received mail', () => {
  it('names the stored object of an S3 action, raw or inside an SNS envelope', () => {
    const body = s3Received({ bucketName: 'received-mail', objectKeyPrefix: 'inbound/', objectKey: 'inbound/abc' });
    const stored = { kind: 'stored', location: { bucket: 'received-mail', key: 'inbound/abc' } };
    expect(parseSesNotification(body)).toEqual(stored);
    expect(parseSesNotification(JSON.stringify({ Type: 'Notification', Message: body }))).toEqual(stored);
  });

  it('puts the prefix before an objectKey that is only the message id', () => {
    const body = s3Received({ bucketName: 'received-mail', objectKeyPrefix: 'inbound/', objectKey: 'abc' });
    expect(parseSesNotification(body)).toEqual({
      kind: 'stored',
      location: { bucket: 'received-mail', key: 'inbound/abc' },
    });
  });

  it('refuses an S3 action that does not name its object', () => {
    expect(() => parseSesNotification(s3Received({ bucketName: 'received-mail' }))).toThrow(
      'without its bucketName and objectKey',
    );
    expect(() => parseSesNotification(s3Received({ objectKey: 'inbound/abc' }))).toThrow(
      'without its bucketName and objectKey',
    );
  });

  it('still reads the content an SNS action carries, base64 or not', () => {
    const sns = (encoding: string, content: string) =>
      JSON.stringify({ notificationType: 'Received', content, receipt: { action: { type: 'SNS', encoding } } });
    expect(parseSesNotification(sns('UTF8', raw))).toEqual({ kind: 'received', raw });
    expect(parseSesNotification(sns('BASE64', Buffer.from(raw).toString('base64')))).toEqual({ kind: 'received', raw });
  });
});

describe('handleReceivedMail with mail stored in S3', () => {
  it('fails, so that the notification is retried and kept, where the function cannot read the bucket', async () => {
    // The refusal comes before any store call.
    const services = {} as ResourceServices;
    const body = s3Received({ bucketName: 'received-mail', objectKey: 'inbound/abc' });
    await expect(handleReceivedMail(services, body, { requestId: 'req-1', lastDelivery: false })).rejects.toThrow(
      'no RECEIVED_MAIL_BUCKET to read it',
    );
  });
});
