// The local IMAP server as the runtime starts it. Behind this one function so that hoodiecrow-imap (in memory, in this
// process, nothing to install; but old and unmaintained) can give way to Dovecot without touching the runtime.
import { startHoodiecrowImapServer } from './hoodiecrow-imap-server.js';
import type { MailServerAddress, RunningMailServer } from './running-server.js';

/**
 * Starts a server on `address` (port 0: a free one) that takes any username with any password (LOGIN) or OAuth token
 * (XOAUTH2) and keeps a mailbox (INBOX, Sent) per username, whatever its case: any client may APPEND to it, and FETCH
 * and SEARCH it by UID.
 */
export type StartLocalImapServer = (address: MailServerAddress) => Promise<RunningMailServer>;

export const startLocalImapServer: StartLocalImapServer = startHoodiecrowImapServer;
