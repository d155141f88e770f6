// What a connection's type asks of its body: an SMTP mailbox needs its server and may read replies over IMAP; the other
// types take neither. Seals the passwords given, and turns a connection whose servers change DISCONNECTED.
import * as v from 'valibot';
import type { Data, HookContext } from '../platform/resources/behaviour.js';
import { type FieldError, InvalidRequestError } from '../platform/http/errors.js';
import { type ConnectionCredentials, sealCredentialSets, sealedCredentialsSchema } from './connection-credentials.js';
import { MAIL_SERVERS, type MailServerKind } from './mail-servers.js';

/** A mail server's settings as a body gives them, after the field's own schema checked them. */
interface GivenServer {
  host: string;
  port: number;
  secure?: boolean;
  username: string;
  password?: string;
}

/** What the hooks read of the connection a write changes. */
export interface CurrentConnection {
  id: string;
  type: string;
  smtp: { passwordSet: boolean } | null;
  imap: { passwordSet: boolean } | null;
  credentials: unknown;
}

const KINDS = ['smtp', 'imap'] as const satisfies readonly MailServerKind[];

const whyRefused = (type: string) =>
  type === 'SES' ? 'it sends through Amazon SES' : 'it is authorized with OAuth, not a password';

/** Every field of the write the connection's type refuses or misses; a password is never named by its value. */
function typeRuleErrors(type: string, data: Data, current: CurrentConnection | undefined): FieldError[] {
  const errors: FieldError[] = [];
  for (const kind of KINDS) {
    // On create an absent server is null (withDefaults); on update absent is undefined and leaves it as it is.
    const given = data[kind];
    if (type !== 'SMTP') {
      if (given !== null && given !== undefined)
        errors.push({ path: kind, message: `is not taken by a ${type} connection: ${whyRefused(type)}` });
      continue;
    }
    if (kind === 'smtp' && given === null) errors.push({ path: kind, message: 'is required for an SMTP connection' });
    const password = typeof given === 'object' && given !== null ? Reflect.get(given, 'password') : null;
    if (given && password === undefined && !current?.[kind]?.passwordSet)
      errors.push({ path: `${kind}.password`, message: 'is required' });
  }
  return errors;
}

/**
 * The write's data with its servers completed (`secure` from the port, a kept password's marker), their passwords
 * sealed into the hidden `credentials`, and the status DISCONNECTED where an existing connection's servers change.
 */
export async function withMailServers(
  ctx: HookContext,
  id: string,
  data: Data,
  current: CurrentConnection | undefined,
): Promise<Data> {
  const type = current?.type ?? String(data.type);
  const errors = typeRuleErrors(type, data, current);
  if (errors.length)
    throw new InvalidRequestError(
      `Invalid fields: ${errors.map((error) => `${error.path} (${error.message})`).join('; ')}.`,
      errors,
    );
  const next: Data = { ...data };
  const sets: { [S in MailServerKind]?: ConnectionCredentials[S] | null } = {};
  for (const kind of KINDS) {
    const given = data[kind] as GivenServer | null | undefined;
    if (given === undefined || (given === null && !current)) continue;
    if (given === null) {
      sets[kind] = null;
      continue;
    }
    const { password, ...settings } = given;
    const secure = settings.secure ?? settings.port === MAIL_SERVERS[kind].implicitTlsPort;
    next[kind] =
      password === undefined ? { ...settings, secure, passwordSet: true } : { ...settings, secure, password };
    if (password !== undefined) sets[kind] = { password };
  }
  if (Object.keys(sets).length) {
    if (!ctx.credentialVault) throw new Error('No credential vault: connection passwords cannot be kept');
    const sealed = v.parse(v.nullish(sealedCredentialsSchema), current?.credentials);
    next.credentials = await sealCredentialSets(
      ctx.credentialVault,
      { organizationId: ctx.write.org, recordId: id },
      sealed,
      sets,
    );
  }
  // What was verified was the old servers (or the old password): verify must look again.
  if (current && KINDS.some((kind) => data[kind] !== undefined)) {
    next.status = 'DISCONNECTED';
    next.statusReason = null;
  }
  return next;
}
