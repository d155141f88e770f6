// The services of the functions that sign users in: the core services plus sessions, accounts and mail.
import { createAccounts } from '../auth/accounts.js';
import { createSessions } from '../auth/sessions.js';
import { mailerFromEnv } from '../mail/mailer-from-env.js';
import type { Mailer } from '../mail/mailer.js';
import { getServices } from './services.js';

/** What sign-up, login and the account routes need beyond the core: sessions, accounts and mail. */
function buildAccountServices(core: ReturnType<typeof getServices>) {
  const { store, tokens } = core;
  const sessions = createSessions(store, tokens);
  // Built on first send: only the functions that mail need SES and its sender configured.
  let mailer: Mailer | undefined;
  const lazyMailer: Mailer = { send: (mail) => (mailer ??= mailerFromEnv(store.client, store.tableName)).send(mail) };
  const accounts = createAccounts({ store, tokens, sessions, mailer: lazyMailer });
  return { ...core, sessions, accounts };
}

let accountServices: ReturnType<typeof buildAccountServices> | undefined;

/** The services plus sessions, accounts and mail, built on first use from the environment. */
export function getAccountServices() {
  return (accountServices ??= buildAccountServices(getServices()));
}
