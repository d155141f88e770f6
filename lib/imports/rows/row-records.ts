// The records one qualified import row creates or fills: company and domain, contact, email address, employment, note and its places in campaigns, as one set of transaction items.
import { decodeTime, encodeTime } from 'ulid';
import type { Engine } from '../../platform/resources/engine.js';
import { campaignContacts, joiningState, optOutReason } from '../../campaigns/index.js';
import { addressVerdict, companies, contacts, domains, emailAddresses, employments, notes } from '../../crm/index.js';
import type { Resource } from '../../platform/resources/define.js';
import { parseBody } from '../../platform/http/validate.js';
import type { StoredRecord, VersionedRecord, WriteContext } from '../../platform/store/records.js';
import type { Store, TransactItem } from '../../platform/store/store.js';
import type { EmailFacts } from './qualify.js';
import type { WebhookPayload } from '../webhook/webhook-payload.js';

/** What already exists for the row's email and company domain, read just before the write. */
export interface ExistingRecords {
  contact?: VersionedRecord;
  company?: VersionedRecord;
  emailAddress?: boolean;
  /** The domain record exists (its company may have been deleted since). */
  domain?: boolean;
}

export interface RowRecordsInput {
  ctx: WriteContext;
  /** The row's ULID: every record the row creates takes it as its id, so a second delivery cannot create another. */
  rowUlid: string;
  importRecord: StoredRecord;
  payload: WebhookPayload;
  email?: EmailFacts;
  existing: ExistingRecords;
  /** Campaigns the contact joins (those its import feeds that it is not in yet), and when its first step is planned. */
  campaigns?: ReadonlyArray<{ id: string; firstSendAt: Date }>;
}

export interface RowRecords {
  items: TransactItem[];
  contactId: string;
  merged: boolean;
  /** The campaign contacts the row creates. */
  joined: StoredRecord[];
  /** The note the row created, whose reasoning the worker queues once the row's records are stored. */
  notes: StoredRecord[];
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const CUSTOM = 'customProperties';

const asMap = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The fields of `wanted` that `current` has no value for: a merge fills gaps and never overwrites. Custom properties
 * are filled one by one: the stored map with the wanted properties it lacks.
 */
function gapsOf(current: Record<string, unknown>, wanted: Record<string, unknown>): Record<string, unknown> {
  const gaps = Object.fromEntries(
    Object.entries(wanted).filter(([name, value]) => name !== CUSTOM && !isEmpty(value) && isEmpty(current[name])),
  );
  const stored = asMap(current[CUSTOM]);
  const missing = Object.entries(asMap(wanted[CUSTOM])).filter(([name]) => isEmpty(stored[name]));
  return missing.length ? { ...gaps, [CUSTOM]: { ...stored, ...Object.fromEntries(missing) } } : gaps;
}

function without<T extends Record<string, unknown>>(value: T, ...names: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => !names.includes(name)));
}

/**
 * The id of the row's place in the k-th campaign it joins: the row's ULID, its time k milliseconds on, so that a
 * campaign's contacts from an import sort (and list by id or createdAt) in the order its rows were taken, which
 * `order` sets (the file's or batch's, or a shuffle of it). Another row's ULID in that millisecond has its own random
 * part: none is the same.
 */
const placeId = (rowUlid: string, k: number) =>
  `${campaignContacts.idPrefix}_${encodeTime(decodeTime(rowUlid) + k, 10)}${rowUlid.slice(10)}`;

const companyCopy = (company: StoredRecord) => ({ id: company.id, name: company.name, domain: company.domain ?? null });

export function createRowRecords(store: Store, engine: Engine) {
  /**
   * Transaction items that fill the gaps of an existing record, or none when it has no gaps. Its custom properties
   * are checked against the organization's definitions, as a create checks them.
   */
  async function fill(
    resource: Resource,
    ctx: WriteContext,
    current: VersionedRecord,
    wanted: Record<string, unknown>,
    trusted: Record<string, unknown> = {},
  ) {
    const patch = gapsOf(current.record, wanted);
    if (Object.keys(patch).length === 0) return { record: current.record, items: [] };
    if (wanted[CUSTOM]) await engine.checkCustom(resource, ctx.org, wanted[CUSTOM]);
    return store.updateItems(resource.entity, ctx, current, { ...parseBody(resource.updateSchema, patch), ...trusted });
  }

  return async function rowRecords({
    ctx,
    rowUlid,
    importRecord,
    payload,
    email,
    existing,
    campaigns = [],
  }: RowRecordsInput): Promise<RowRecords> {
    const items: TransactItem[] = [];
    const importId = importRecord.id;
    const create = async (resource: Resource, body: Record<string, unknown>, trusted: Record<string, unknown> = {}) => {
      // The row's records name one another or records just read: none is stored yet, so the engine reads none.
      const write = await engine.prepareCreate(resource, ctx, body, trusted, {
        id: `${resource.idPrefix}_${rowUlid}`,
        knownReferences: true,
      });
      const planned = store.createItems(write.entity, ctx, write.data, { id: write.id });
      items.push(...planned.items);
      return planned.record;
    };

    // Company: upserted by domain. The domain's unique guard makes concurrent rows create it once; the loser retries.
    let company: StoredRecord | undefined;
    if (payload.company) {
      const wanted = without(payload.company, 'domain');
      if (existing.company) {
        const filled = await fill(companies, ctx, existing.company, wanted);
        items.push(...filled.items);
        company = filled.record;
      } else {
        const name = payload.company.name ?? payload.company.nickname ?? payload.company.domain;
        if (name) {
          company = await create(companies, { ...wanted, name, domain: payload.company.domain ?? null }, { importId });
          if (payload.company.domain && !existing.domain)
            await create(domains, { name: payload.company.domain, companyId: company.id });
        }
      }
    }

    // Contact: upserted by email; a merge fills empty fields only.
    const employment = payload.employment;
    const wantedContact = {
      ...without(payload.contact, 'domain', 'note'),
      ...(employment?.title ? { employmentTitle: employment.title } : {}),
      ...(employment?.seniority ? { employmentSeniority: employment.seniority } : {}),
      ...(company ? { companyId: company.id } : {}),
    };
    let contact: StoredRecord;
    const merged = !!existing.contact;
    if (existing.contact) {
      const trusted = company && isEmpty(existing.contact.record.companyId) ? { company: companyCopy(company) } : {};
      const filled = await fill(contacts, ctx, existing.contact, wantedContact, trusted);
      items.push(...filled.items);
      contact = filled.record;
    } else {
      const archived = importRecord.archiveImported === true ? { isActive: false } : {};
      contact = await create(
        contacts,
        { ...wantedContact, ...archived },
        { importId, ...(company ? { company: companyCopy(company) } : {}) },
      );
    }

    if (email && !existing.emailAddress) {
      const processed = importRecord.processImported === true;
      await create(emailAddresses, {
        email: email.email,
        contactId: contact.id,
        isFreeEmail: email.isFree,
        // Verified as POST /v5/email-addresses/{id}/verify does, from the lookup the row's qualification made.
        ...(processed ? { ...addressVerdict(email.email, email.mx), processedAt: new Date().toISOString() } : {}),
      });
    }

    // An employment per row, unless a merge finds the contact already holding this position.
    const before = existing.contact?.record;
    const samePosition =
      !!before &&
      before.employmentTitle === (employment?.title ?? null) &&
      (!company || before.companyId === company.id);
    if (employment && !samePosition) {
      await create(employments, {
        contactId: contact.id,
        companyId: company?.id ?? null,
        organization: company?.name ?? null,
        title: employment.title ?? null,
        seniority: employment.seniority ?? null,
        history: (employment.history ?? []).map((entry) => ({
          current: !entry.end,
          start: entry.start,
          organization: entry.organization,
          ...(entry.end ? { end: entry.end } : {}),
          ...(entry.title ? { title: entry.title } : {}),
        })),
      });
    }

    // The note goes through the same engine path as POST /v5/notes; only its id and importId come from the row.
    const note = payload.contact.note
      ? await create(notes, { body: payload.contact.note, contactId: contact.id }, { importId })
      : undefined;

    // Its places in the campaigns the import feeds. The worker found the row unsuppressed; an opted-out contact joins
    // UNSUBSCRIBED. Not through the engine: its hook reads the contact, which this transaction is only creating. Each
    // place's unique guard makes a place that a concurrent write took fail the transaction, and the row read again.
    const joined = campaigns.map((campaign, k) => {
      const state = joiningState(optOutReason(contact), campaign.firstSendAt);
      const data = campaignContacts.withDefaults({ campaignId: campaign.id, contactId: contact.id, ...state });
      const planned = store.createItems(campaignContacts.entity, ctx, data, { id: placeId(rowUlid, k) });
      items.push(...planned.items);
      return planned.record;
    });

    return { items, contactId: contact.id, merged, joined, notes: note ? [note] : [] };
  };
}
