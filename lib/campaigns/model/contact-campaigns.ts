// Changes every campaign contact of one contact, page by page, each read again inside its own write.
import type { ResourceServices } from '../../platform/resources/behaviour.js';
import { campaignContacts } from './campaign-contacts.js';
import type { StoredRecord, WriteContext } from '../../platform/store/records.js';

/** A campaign contact has at most one per campaign; a contact in more campaigns than this is read page by page. */
const PAGE = 100;

/**
 * Applies `patch` to each campaign contact of `contactId`: it gets the record as the write finds it (a send worker may
 * have changed it since the list) and answers the change, or undefined to leave it. Answers the ids it changed.
 */
export async function changeCampaignContactsOf(
  { store, engine }: ResourceServices,
  ctx: WriteContext,
  contactId: string,
  patch: (current: StoredRecord) => Record<string, unknown> | undefined,
): Promise<string[]> {
  const changed: string[] = [];
  let cursor = '';
  for (;;) {
    const { items } = await engine.list(
      campaignContacts,
      ctx.org,
      `filter.contactId.equals=${encodeURIComponent(contactId)}&limit=${PAGE}${cursor}`,
    );
    for (const item of items) {
      if (!patch(item as StoredRecord)) continue;
      let wrote = false;
      await store.update(campaignContacts.entity, ctx, String(item.id), (current) => {
        const change = patch(current);
        wrote = !!change;
        return change ?? {};
      });
      if (wrote) changed.push(String(item.id));
    }
    if (items.length < PAGE) return changed;
    cursor = `&startingAfter=${encodeURIComponent(String(items.at(-1)!.id))}`;
  }
}
