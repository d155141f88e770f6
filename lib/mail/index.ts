// The mail domain's public entry: what other domains use of it, and the only file they import it through.
export type { Mailer } from './mailer.js';
export { createSesMailer } from './ses-mailer.js';
export { type MailFeedback, parseSesNotification, RECEIVED_MAIL_BUCKET_VARIABLE } from './ses-notification.js';
export type { StoredMail } from './stored-mail.js';
export { parseMessage } from './parsed-message.js';
