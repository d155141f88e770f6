// The `smtp` and `imap` settings of a connection: where its mail server is and how to log in (the password write-only).
import * as v from 'valibot';
import { storableNumber } from '../platform/schemas/common.js';
import { hostName } from '../platform/schemas/formats.js';

/** A login name or password as a mail server takes it; messages never echo the value. */
const credentialText = v.pipe(
  v.string('must be a string'),
  v.minLength(1, 'must not be empty'),
  v.maxLength(1000, 'must be at most 1000 characters'),
);

/** A mail server's settings; `password` is write-only (f.objectWithWriteOnly), `secure` defaulted by the port. */
export const mailServerEntries = {
  host: hostName,
  port: storableNumber({ integer: true, min: 1, max: 65535 }),
  /** TLS from the first byte (465, 993); false for a plain connection upgraded with STARTTLS (587, 143). */
  secure: v.optional(v.boolean('must be true or false')),
  username: credentialText,
  password: v.optional(credentialText),
};

/** The settings' kind and the port on which each speaks TLS from the first byte. */
export const MAIL_SERVERS = { smtp: { implicitTlsPort: 465 }, imap: { implicitTlsPort: 993 } } as const;
export type MailServerKind = keyof typeof MAIL_SERVERS;
