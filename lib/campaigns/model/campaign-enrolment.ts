// POST /v5/campaigns/{id}/contacts: adds up to 100 contacts to a campaign at once, and says which it skipped and why.
// An action of the campaign contacts (it writes theirs, under their write scope), served below the campaign's path.
import * as v from 'valibot';
import { NotFoundError } from '../../platform/http/errors.js';
import { parseBody } from '../../platform/http/validate.js';
import { UniqueValueTakenError } from '../../platform/store/errors.js';
import type { StoredRecord, WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import { type ResourceAction, writeContextOf } from '../../platform/resources/behaviour.js';
import { campaigns } from './campaigns.js';
import { firstSendPlan } from '../schedule/first-send.js';
import { doNotEmailReasons, joiningState, placesHeld } from './campaign-joining.js';
import { contacts } from '../../crm/index.js';
import type { Resource } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';

/** Contacts one request may add. */
const MAX_CONTACTS_PER_ADD = 100;

/**
 * Campaign contacts created per transaction: each takes its record, its unique guard, its due marker and its event (4
 * items), and they share three tallies of 8 shards each (the family's, its campaign's, its campaign's count of the
 * status): 18 × 4 + 24 = 96 of the 100 items a transaction holds.
 */
const CREATES_PER_TRANSACTION = 18;

const addContactsBody = v.strictObject(
  {
    contactIds: v.pipe(
      v.array(f.ref('con').schema),
      v.minLength(1, 'must name at least one contact'),
      v.maxLength(MAX_CONTACTS_PER_ADD, `takes at most ${MAX_CONTACTS_PER_ADD} contact ids at once`),
    ),
  },
  (issue) =>
    issue.expected === 'never'
      ? 'is not a field this request takes (it takes contactIds)'
      : issue.input === undefined && issue.path?.length
        ? 'is required'
        : 'must be a JSON object',
);

/** A campaign contact to create: its contact, and the fields its campaign gives it. */
type NewCampaignContact = Readonly<Record<string, unknown> & { contactId: string }>;

interface Skipped {
  contactId: string;
  reason: string;
}

/**
 * Creates the campaign contacts, a transaction per 18; a transaction that meets a contact added meanwhile is redone
 * one record at a time, so that only that contact is skipped. Returns the records created and the contacts skipped.
 */
async function createAll(
  store: Store,
  campaignContacts: Resource,
  ctx: WriteContext,
  data: readonly NewCampaignContact[],
): Promise<{ created: StoredRecord[]; skipped: Skipped[] }> {
  const created: StoredRecord[] = [];
  const skipped: Skipped[] = [];
  const write = (chunk: readonly NewCampaignContact[]) =>
    store.createAll(chunk.map((one) => ({ entity: campaignContacts.entity, ctx, data: one })));
  for (let start = 0; start < data.length; start += CREATES_PER_TRANSACTION) {
    const chunk = data.slice(start, start + CREATES_PER_TRANSACTION);
    try {
      created.push(...(await write(chunk)));
    } catch (error) {
      if (!(error instanceof UniqueValueTakenError)) throw error;
      for (const one of chunk) {
        try {
          created.push(...(await write([one])));
        } catch (single) {
          if (!(single instanceof UniqueValueTakenError)) throw single;
          skipped.push({ contactId: one.contactId, reason: 'already_in_campaign' });
        }
      }
    }
  }
  return { created, skipped };
}

export const addCampaignContactsAction: ResourceAction = {
  method: 'POST',
  path: '/v5/campaigns/{id}/contacts',
  access: 'write',
  async serve(services, request, campaignContacts) {
    const { store } = services;
    const ctx = writeContextOf(campaignContacts, request);
    const campaignId = request.pathParameters.id!;
    const campaign = campaignId.startsWith(`${campaigns.idPrefix}_`)
      ? await store.get(campaigns.entity, ctx.org, campaignId)
      : undefined;
    if (!campaign) throw new NotFoundError(`No campaign with id ${campaignId} exists.`);
    const { contactIds } = parseBody(addContactsBody, request.body);

    const ids = [...new Set(contactIds)];
    const [found, places] = await Promise.all([
      store.getLive(ids.map((id) => ({ entity: contacts.entity, org: ctx.org, id }))),
      placesHeld(
        store,
        campaignContacts.entity,
        ctx.org,
        ids.map((contactId) => ({ campaignId, contactId })),
      ),
    ]);
    const live = found.filter((contact) => contact !== undefined);
    const blocked = await doNotEmailReasons(store, ctx.org, live);

    const skipped: Skipped[] = [];
    const joining: NewCampaignContact[] = [];
    const seen = new Set<string>();
    const at = services.engine.now();
    const firstSendAt = (await firstSendPlan(store, ctx.org, campaign))(at, at);
    for (const contactId of contactIds) {
      const contact = found[ids.indexOf(contactId)];
      const reason = seen.has(contactId)
        ? 'duplicate'
        : !contact
          ? 'not_found'
          : places[ids.indexOf(contactId)]
            ? 'already_in_campaign'
            : blocked.get(contactId);
      seen.add(contactId);
      if (reason) skipped.push({ contactId, reason });
      else
        joining.push({
          ...campaignContacts.withDefaults({ campaignId, contactId, ...joiningState(undefined, firstSendAt) }),
          contactId,
        });
    }

    const written = await createAll(store, campaignContacts, ctx, joining);
    await services.campaignJoins?.joined(ctx, written.created);
    return { body: { added: written.created.length, skipped: [...skipped, ...written.skipped] } };
  },
};
