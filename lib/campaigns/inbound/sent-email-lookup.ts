// Finds the sent email a reply or an SES notification names: by our Message-ID, by SES's id, or the latest one to an address.
import { type SentEmail, sentEmails } from '../model/sent-emails.js';
import { indexSlot } from '../../platform/store/page-query.js';
import type { UniqueValueOf } from '../../platform/store/record-reads.js';
import type { Store } from '../../platform/store/store.js';

/** A sent email with the organization it belongs to (a global lookup learns it from the guard). */
export interface FoundSentEmail {
  org: string;
  record: SentEmail;
}

const byMessageId = sentEmails.unique!.find((c) => c.field === 'messageId')!;
const byProviderId = sentEmails.unique!.find((c) => c.field === 'providerMessageId')!;
const bySender = indexSlot(sentEmails.entity, { partitionBy: 'to' });

/** The Message-IDs a header names (`<a@b> <c@d>`, or a list of such values), each as `<...>`, in their order, once each. */
export function messageIdsIn(...values: ReadonlyArray<string | readonly string[] | null | undefined>): string[] {
  const ids = new Set<string>();
  for (const value of values.flat()) {
    if (!value) continue;
    const bracketed = value.match(/<[^<>\s]+>/g);
    for (const id of bracketed ?? value.split(/[\s,]+/).filter(Boolean)) ids.add(id.startsWith('<') ? id : `<${id}>`);
  }
  return [...ids];
}

/**
 * SES's id inside the Message-ID SES gives a message (`<{SES id}@email.amazonses.com>`, or `@<region>.amazonses.com`):
 * SES replaces the Message-ID we set, so replies in AWS name this one.
 */
function sesIdOf(messageId: string): string | undefined {
  return /^<?([^@<>\s]+)@(?:[a-z0-9-]+\.)*amazonses\.com>?$/i.exec(messageId)?.[1];
}

/** The guard a Message-ID (ours, or SES's) is held by: SES's id names the provider's, any other ours. */
function messageIdGuard(messageId: string): UniqueValueOf {
  const ses = sesIdOf(messageId);
  return ses
    ? { entity: sentEmails.entity, org: '', constraint: byProviderId, values: { providerMessageId: ses } }
    : { entity: sentEmails.entity, org: '', constraint: byMessageId, values: { messageId } };
}

/** The live sent email whose Message-ID (ours, or SES's) is `messageId`. */
export function findByMessageId(store: Store, messageId: string): Promise<FoundSentEmail | undefined> {
  return findByAnyMessageId(store, [messageId]);
}

/** The sent email SES knows by `providerMessageId` (SES's MessageId; the mailbox entry's id locally). */
export async function findByProviderId(store: Store, providerMessageId: string): Promise<FoundSentEmail | undefined> {
  return store.findByUnique(sentEmails.entity, byProviderId, '', providerMessageId);
}

/**
 * The first of `messageIds` that names a live sent email. Two batched reads whatever their number (every guard, then
 * the records they point to), so a long References header costs no more than a short one; callers bound the list.
 */
export async function findByAnyMessageId(
  store: Store,
  messageIds: readonly string[],
): Promise<FoundSentEmail | undefined> {
  if (messageIds.length === 0) return undefined;
  const holders = (await store.uniqueHolders(messageIds.map(messageIdGuard))).filter((holder) => holder !== undefined);
  if (holders.length === 0) return undefined;
  const records = await store.getLive(
    holders.map(({ org, recordId }) => ({ entity: sentEmails.entity, org, id: recordId })),
  );
  const index = records.findIndex((record) => record !== undefined);
  return index === -1 ? undefined : { org: holders[index]!.org, record: records[index]! };
}

/** The latest message the organization sent to `address` (its index slot, newest first; one item read). */
export async function latestSentTo(store: Store, org: string, address: string): Promise<SentEmail | undefined> {
  const { items } = await store.queryPage({
    entity: sentEmails.entity,
    org,
    index: { slot: bySender, partitionValue: address.toLowerCase() },
    direction: 'desc',
    limit: 1,
  });
  return items[0];
}
