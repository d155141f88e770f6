// Inbox rotation: which of a campaign's connections a contact's message goes from. The one assigned at its first message
// while the campaign lists it; else the listed connection with the most room left in its daily limit.
import { connections, maySendFrom } from '../../connections/index.js';
import type { RecordOf } from '../../platform/resources/define.js';
import type { CampaignFields } from '../model/campaigns.js';
import { DEFAULT_CONNECTION_DAILY_LIMIT, recent } from './send-limits.js';
import { sendLogs } from './send-items.js';
import { pickByWeight } from './send-content.js';
import type { SendJob } from './send-job.js';

type SendingCampaign = Pick<RecordOf<CampaignFields>, 'fromConnectionId' | 'fromConnectionIds'>;

/** The connections a campaign sends from, in its order (a campaign older than the list has its one). */
function listedConnections(campaign: SendingCampaign): string[] {
  if (Array.isArray(campaign.fromConnectionIds) && campaign.fromConnectionIds.length) return campaign.fromConnectionIds;
  return campaign.fromConnectionId ? [campaign.fromConnectionId] : [];
}

/** The connection a message goes from, and whether another listed one had room when it was chosen. */
export interface ConnectionChoice {
  connectionId: string | undefined;
  /**
   * A first message's choice only: another listed connection that may send had room left. Sends chosen at once read
   * the same room, so the chosen one may fill up first; such a message is chosen for again, not held for its room.
   */
  roomElsewhere: boolean;
}

/**
 * The connection a contact's next message goes from: `assigned` (its earlier messages') while the campaign lists it;
 * otherwise, of the listed connections that may send, the one with the most sends left in the last 24 hours of its
 * daily limit (when none may send, the first listed: the sender then holds or refuses as for any). A tie goes by a
 * hash of `place.id` (the campaign contact), so that first messages chosen at once (an import's, a bulk add's) spread
 * over the tied connections. One batch of connections and one of their send logs, for a contact's first message only.
 */
export async function chooseConnection(
  { deps, ctx, now }: SendJob,
  campaign: SendingCampaign,
  place: { id: string; assigned: string | null },
): Promise<ConnectionChoice> {
  const { assigned } = place;
  const listed = listedConnections(campaign);
  if (assigned && listed.includes(assigned)) return { connectionId: assigned, roomElsewhere: false };
  if (listed.length <= 1) return { connectionId: listed[0], roomElsewhere: false };
  const [records, logs] = await Promise.all([
    deps.store.getLive(listed.map((id) => ({ entity: connections.entity, org: ctx.org, id }))),
    deps.store.items(sendLogs).getMany(listed.map((id) => ({ org: ctx.org, kind: 'connection', id }))),
  ]);
  const rooms = listed.flatMap((id, i) => {
    const connection = records[i];
    if (!connection || !maySendFrom(connection)) return [];
    const limit = connection.dailyLimit ?? DEFAULT_CONNECTION_DAILY_LIMIT;
    return [{ id, room: limit - recent(logs[i]?.times ?? [], now.getTime()).length }];
  });
  const mostRoom = Math.max(...rooms.map(({ room }) => room));
  const tied = rooms.filter(({ room }) => room === mostRoom).map(({ id }) => ({ id, weight: 1 }));
  const chosen = pickByWeight(tied, place.id)?.id;
  const roomElsewhere = rooms.some(({ id, room }) => id !== chosen && room > 0);
  return { connectionId: chosen ?? listed[0], roomElsewhere };
}
