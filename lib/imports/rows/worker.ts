// The import worker's record handler: takes one queued row to CREATED, MERGED, UNQUALIFIED or FAILED, storing what the row makes once (row-commit.ts).
import { properties } from '../../platform/resources/properties.js';
import type { SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import { HttpError } from '../../platform/http/errors.js';
import { logger } from '../../platform/http/logger.js';
import { fieldErrors } from '../../platform/http/validate.js';
import type { RecordHandler } from '../../platform/queue/batch-handler.js';
import { campaignImports, campaignsFedBy } from '../campaign-imports.js';
import { campaignSteps, type FirstSendPlan, firstSendPlan, placesInCampaigns } from '../../campaigns/index.js';
import { contacts, domains, emailAddresses, companies, suppressions } from '../../crm/index.js';
import type { CampaignJoins, NoteReasoningPort } from '../../platform/resources/behaviour.js';
import type { Engine } from '../../platform/resources/engine.js';
import { type ImportRow, importRows, rowUlidOf } from '../import-rows.js';
import { imports } from '../imports.js';
import type { StoredRecord, VersionedRecord, WriteContext } from '../../platform/store/records.js';
import { StoreError, WriteRaceError } from '../../platform/store/errors.js';
import type { Store, TransactItem } from '../../platform/store/store.js';
import type { TableUse } from '../../platform/store/table-use.js';
import type { MxLookup } from '../../platform/dns/mx-lookup.js';
import { qualify, suppressionCandidates } from './qualify.js';
import { createRowRecords, type ExistingRecords } from './row-records.js';
import type { RowMessage } from './row-queue.js';
import { contactChange, countIfUncounted, failQueuedRow, rowContext } from './row-state.js';
import { commitRow, completeRow, pendingOf, rowCommitUse } from './row-commit.js';
import { createTtlCache } from '../../platform/expiring-cache.js';
import { createCompletionCheck } from './import-lifecycle.js';
import { importLifecycleUse } from './lifecycle-table-use.js';
import { createCommitGroup } from './commit-group.js';
import { webhookPayload } from '../webhook/webhook-payload.js';
import type { WebsiteCheck } from './website-check.js';

/**
 * What the import worker does to the table: reads the row and its import, the unique values the row meets and the
 * records holding them; writes the records it creates or fills (any family a hook may reach), their slots and the
 * row's final state (row-commit.ts); moves the import to IMPORTED after its last row (import-lifecycle.ts); lists the campaigns the import feeds.
 */
export const importWorkerTableUse: readonly TableUse[] = [
  { records: 'any', may: ['get', 'getMany', 'findUnique', 'uniqueHolders', 'write'] },
  ...rowCommitUse,
  ...importLifecycleUse,
  { records: [campaignImports.entity], may: ['list'] },
  // A row's custom properties are checked against the organization's definitions.
  { records: [properties.entity], may: ['list'] },
  // A joining contact's first send is planned from its campaign's first step (schedule/first-send.ts).
  { records: [campaignSteps.entity], may: ['list'] },
];

/**
 * How long a row's transaction waits for those of other rows to go with it (commit-group.ts): a few milliseconds a
 * row, against a transaction's cost that barely grows with its items.
 */
const COMMIT_WINDOW_MS = 20;
/** Rounds of read-and-write a row gets within one delivery when concurrent rows keep changing what it read. */
const MAX_RACE_ROUNDS = 8;
/**
 * How long a worker instance reuses an import it read: its rules, and whether it still exists. A row that arrived before
 * its import was deleted may be processed within this time of the deletion; a rule changed meanwhile applies to rows
 * finishing after it.
 */
const IMPORT_CACHE_MS = 5_000;

export interface ImportWorkerDeps {
  store: Store;
  engine: Engine;
  mx: MxLookup;
  website: WebsiteCheck;
  /** Deliveries before SQS moves a message to the DLQ: the last one marks its row FAILED. */
  maxReceiveCount: number;
  /** Queues the reasoning of the notes rows create, as POST /v5/notes does for its own. */
  noteReasoning?: NoteReasoningPort;
  /** Tells the send pipeline of the campaign contacts rows enrol, as POST /v5/campaign-contacts does. */
  campaignJoins: CampaignJoins;
}

/** How a row ended. */
type Outcome = {
  rowId: string;
  status: 'CREATED' | 'MERGED' | 'UNQUALIFIED' | 'FAILED';
  detail?: string;
};

/**
 * Why a row fails the same way on every delivery, or undefined when a retry may succeed: the service refused the row's
 * content (an HttpError: a field the resource refuses), or the store found a lasting reason (a missing record, a value
 * taken). A lost race, contention or an outage may pass on the next delivery.
 */
function lastingFailure(error: unknown): string | undefined {
  if (error instanceof HttpError) return error.description;
  if (error instanceof StoreError && (error.kind === 'not-found' || error.kind === 'conflict')) return error.message;
  return undefined;
}

/** A row's message, or undefined for a body that is not one (it can never succeed, so it is dropped with a log line). */
function parseMessage(body: string): RowMessage | undefined {
  try {
    // Checked field by field below: only a message with the three ids is taken.
    const message: Partial<RowMessage> = JSON.parse(body);
    if (typeof message.org === 'string' && typeof message.importId === 'string' && typeof message.rowId === 'string')
      return {
        org: message.org,
        importId: message.importId,
        rowId: message.rowId,
        // A carried row is used only when it is the message's own, as the intake stored it.
        ...(message.row?.id === message.rowId && message.row.status === 'QUEUED' ? { row: message.row } : {}),
      };
  } catch {
    // fall through
  }
  return undefined;
}

export function createImportRowHandler(deps: ImportWorkerDeps): RecordHandler {
  // The rows of a batch run at once: their transactions sent within a few milliseconds of each other go as one.
  const store: Store = { ...deps.store, commit: createCommitGroup(deps.store, { windowMs: COMMIT_WINDOW_MS }) };
  const rowRecords = createRowRecords(store, deps.engine);
  /** Imports by `<org>/<id>`; null for one that is gone. */
  const importCache = createTtlCache<StoredRecord | null>({ ttlMs: IMPORT_CACHE_MS, maxEntries: 1_000 });
  /** The first-step plans of campaigns by `<org>/<id>`. */
  const planCache = createTtlCache<FirstSendPlan>({ ttlMs: IMPORT_CACHE_MS, maxEntries: 1_000 });
  const completion = createCompletionCheck(deps.store, imports.entity);

  /** Writes the row's final state, with `items` (the records it creates) before it or in the same transaction. */
  async function finish(
    ctx: WriteContext,
    row: VersionedRecord<ImportRow>,
    outcome: Outcome,
    change: Record<string, unknown>,
    items: TransactItem[] = [],
  ): Promise<Outcome> {
    await commitRow(store, ctx, row, { ...change, status: outcome.status }, items);
    return outcome;
  }

  /**
   * The live campaigns the import feeds that the row's contact is not in yet (a new contact is in none), each with
   * when the contact's first step is planned (each campaign's plan read once in a while per instance, not per row).
   */
  async function campaignsToJoin(org: string, importId: string, existingContactId: string | undefined) {
    const fed = await campaignsFedBy(deps, org, importId);
    const taken = existingContactId
      ? await placesInCampaigns(
          store,
          org,
          fed.map((campaign) => ({ campaignId: campaign.id, contactId: existingContactId })),
        )
      : [];
    const now = deps.engine.now();
    const joining = fed.filter((_, i) => !taken[i]);
    return Promise.all(
      joining.map(async (campaign) => {
        const key = `${org}/${campaign.id}`;
        const plan = planCache.get(key) ?? (await firstSendPlan(store, org, campaign));
        planCache.set(key, plan);
        return { id: campaign.id, firstSendAt: plan(now, now) };
      }),
    );
  }

  /** The row's import, from this instance's cache unless `fresh`. */
  async function importOf(org: string, importId: string, fresh: boolean): Promise<StoredRecord | undefined> {
    const cacheKey = `${org}/${importId}`;
    const cached = fresh ? undefined : importCache.get(cacheKey);
    if (cached !== undefined) return cached ?? undefined;
    const record = await store.get(imports.entity, org, importId);
    importCache.set(cacheKey, record ?? null);
    return record;
  }

  /**
   * Reads what the row needs, decides, and writes; undefined when the row was already final (a redelivery). Unless
   * `fresh`, the row is the message's copy and the import may come from the cache: a row that turns out to be final
   * makes its write fail on the version, and the next round reads both.
   */
  async function processOnce(message: RowMessage, fresh: boolean): Promise<Outcome | undefined> {
    const { org, importId, rowId } = message;
    const [row, importRecord] = await Promise.all([
      !fresh && message.row ? { record: message.row, version: 1 } : store.getVersioned(importRows.entity, org, rowId),
      importOf(org, importId, fresh),
    ]);
    const ctx = rowContext(message);
    // A row read from the table (not the message's copy) may follow a delivery that was cut short.
    const readFromTable = fresh || !message.row;
    if (row?.record.status !== 'QUEUED') {
      // Cut short between the row's final write and its count, that delivery left the count to make.
      if (row && readFromTable && (await countIfUncounted(store, ctx, row.record)))
        return { rowId, status: row.record.status as Outcome['status'] };
      return undefined;
    }
    // Cut short after storing the row's records, it left their slots and the row's final state.
    const pending = readFromTable ? await pendingOf(store, rowId) : undefined;
    if (pending) {
      await completeRow(store, ctx, row, pending);
      return { rowId, status: pending.status };
    }
    const fail = (error: string) => finish(ctx, row, { rowId, status: 'FAILED', detail: error }, { error });
    const unqualify = (reasons: string[]) =>
      finish(ctx, row, { rowId, status: 'UNQUALIFIED', detail: reasons.join('; ') }, { reasons });

    if (!importRecord) return fail('The import was deleted before the row was processed.');
    const parsed = v.safeParse(webhookPayload, row.record.data);
    if (!parsed.success)
      return fail(
        `Invalid row: ${fieldErrors(parsed.issues)
          .map((e) => `${e.path} ${e.message}`)
          .join('; ')}`,
      );
    const payload = parsed.output;

    const qualification = await qualify(payload, importRecord, deps, {
      lookupMx: importRecord.processImported === true,
    });
    if (qualification.reasons.length) return unqualify(qualification.reasons);

    const email = payload.contact.email;
    const companyDomain = payload.company?.domain;
    // One read of every unique value the row meets: the suppressions it may be on, its contact, address and domain.
    const suppressed = suppressionCandidates(payload);
    const holders = await store.uniqueHolders([
      ...suppressed.map((value) => ({ entity: suppressions.entity, org, values: { value } })),
      { entity: contacts.entity, org, values: { email } },
      { entity: emailAddresses.entity, org, values: { email } },
      { entity: domains.entity, org, values: { name: companyDomain } },
    ]);
    // A unique value held by one of this row's own records (their ids end in its ULID): another delivery of the row
    // stored them since it was read, and the next round finishes what that one decided.
    const rowUlid = rowUlidOf(rowId);
    if (holders.some((holder) => holder?.recordId.endsWith(`_${rowUlid}`)))
      throw new WriteRaceError(0, 'ConditionalCheckFailed');
    const onList = suppressed.filter((_, i) => holders[i]);
    if (onList.length)
      return unqualify(onList.map((value) => `suppressed: ${value} is on the organization's suppression list`));

    const [contactHolder, addressHolder, domainHolder] = holders.slice(suppressed.length);
    const [existingContact, domainFound] = await store.getLiveVersioned([
      contactHolder && { entity: contacts.entity, org, id: contactHolder.recordId },
      domainHolder && { entity: domains.entity, org, id: domainHolder.recordId },
    ]);
    const domain = domainFound?.record;
    const existing: ExistingRecords = {
      contact: existingContact,
      company: domain ? await store.getVersioned(companies.entity, org, domain.companyId) : undefined,
      emailAddress: !!addressHolder,
      domain: !!domain,
    };
    // An enrichment import only fills in contacts the organization has: it never creates one.
    if (importRecord.enrich === true && !existingContact)
      return unqualify([
        `enrich: no contact with the email ${email ?? '(none given)'} exists; an enrichment import only updates existing contacts`,
      ]);
    if (existingContact && importRecord.connectExisting !== true && importRecord.enrich !== true) {
      return unqualify([
        `connectExisting: a contact with the email ${email} exists (${existingContact.record.id}); this import leaves existing contacts untouched`,
      ]);
    }

    const planned = await rowRecords({
      ctx,
      rowUlid,
      importRecord,
      payload,
      email: qualification.email,
      existing,
      campaigns: await campaignsToJoin(org, importId, existingContact?.record.id),
    });
    const status = planned.merged ? 'MERGED' : 'CREATED';
    const outcome = await finish(ctx, row, { rowId, status }, contactChange(status, planned.contactId), planned.items);
    // The row is final: a failure of the pipeline's hook is logged, as a retry would find nothing to do.
    if (planned.joined.length)
      await deps.campaignJoins
        .joined(ctx, planned.joined)
        .catch((error: Error) =>
          logger.error('The send pipeline missed campaign contacts an import row enrolled', { error, rowId }),
        );
    if (planned.notes.length) await deps.noteReasoning?.queue(ctx, planned.notes);
    return outcome;
  }

  /**
   * Runs the row until its write wins: a lost race means another row changed what it read, so it reads again. A
   * redelivery reads the row from the start: it may have become final.
   */
  async function processRow(message: RowMessage, redelivered: boolean): Promise<Outcome | undefined> {
    for (let round = 1; ; round++) {
      try {
        return await processOnce(message, redelivered || round > 1);
      } catch (error) {
        if (!(error instanceof WriteRaceError) || round >= MAX_RACE_ROUNDS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * round));
      }
    }
  }

  async function failRow(message: RowMessage, error: string): Promise<Outcome | undefined> {
    return (await failQueuedRow(store, message, error))
      ? { rowId: message.rowId, status: 'FAILED', detail: error }
      : undefined;
  }

  return async (record: SQSRecord) => {
    const message = parseMessage(record.body);
    if (!message) {
      logger.error('Dropped a message that is not an import row', { messageId: record.messageId });
      return;
    }
    const receives = Number(record.attributes.ApproximateReceiveCount ?? 1);
    let outcome: Outcome | undefined;
    try {
      outcome = await processRow(message, receives > 1);
    } catch (error) {
      // A caller's mistake in the row (a field the resource refuses) fails the same way every time: no retry.
      const lasting = lastingFailure(error);
      if (lasting !== undefined) {
        outcome = await failRow(message, lasting);
      } else {
        if (receives >= deps.maxReceiveCount) {
          // The row tells its sender that it failed, not why: an internal error may name a table, a host or an address.
          logger.error('An import row failed its last delivery', { error: error as Error, rowId: message.rowId });
          await failRow(message, `The row could not be processed (${receives} attempts).`)
            .then(() => completion(rowContext(message), message.importId))
            .catch((markError: Error) =>
              logger.error('Marking an import row FAILED failed', { error: markError, rowId: message.rowId }),
            );
        }
        throw error;
      }
    }
    // The row is final and counted (by this delivery or, for a redelivery, maybe by one cut short before its check):
    // the import is IMPORTED if it was the last. A failed check fails the message, which comes again to check again.
    await completion(rowContext(message), message.importId);
    logger.debug('Import row finished', { importId: message.importId, ...outcome });
  };
}
