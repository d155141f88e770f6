// PATCH /api/teams/{teamId}/contacts/{contactId}: the specification's team-scoped contact update, with its own field
// list, of the contacts the team owns and of those of the whole organization.
import * as v from 'valibot';
import { NotFoundError } from '../platform/http/errors.js';
import type { StoredRecord } from '../platform/store/records.js';
import { type ResourceAction, writeContextOf } from '../platform/resources/behaviour.js';
import type { Resource } from '../platform/resources/define.js';
import { valueSchema } from '../platform/resources/fields.js';
import { teams } from '../auth/index.js';

/** The fields the team-scoped contact update takes, as the specification lists them. */
const teamContactFields = [
  'name',
  'nickname',
  'bio',
  'avatar',
  'website',
  'location',
  'timeZone',
  'city',
  'state',
  'countryCode',
  'latitude',
  'longitude',
  'employmentTitle',
  'employmentSeniority',
];

let schema: Resource['updateSchema'] | undefined;
/** Built on first use from the contact fields, so that the schema follows their declarations. */
const teamContactUpdate = (contacts: Resource) =>
  (schema ??= v.strictObject(
    Object.fromEntries(teamContactFields.map((name) => [name, v.optional(valueSchema(contacts.fields[name]!))])),
    (issue) =>
      issue.expected === 'never'
        ? `is not a field the team contact update takes (it takes ${teamContactFields.join(', ')})`
        : 'must be a JSON object',
  ));

export const teamContactUpdateAction: ResourceAction = {
  method: 'PATCH',
  path: '/api/teams/{teamId}/contacts/{contactId}',
  access: 'write',
  async serve({ store, engine }, request, contacts) {
    const { teamId, contactId } = request.pathParameters;
    const ctx = writeContextOf(contacts, request);
    const team = teamId!.startsWith(`${teams.idPrefix}_`) ? await store.get(teams.entity, ctx.org, teamId!) : undefined;
    if (!team) throw new NotFoundError(`No team with id ${teamId} exists.`);
    // Checked against the record the write finds, so that a contact moving to another team meanwhile is refused too.
    const ownedByTheTeam = (contact: StoredRecord) => {
      if (contact.teamId !== null && contact.teamId !== undefined && contact.teamId !== teamId)
        throw new NotFoundError(`No contact with id ${contactId} exists.`);
    };
    return {
      body: await engine.update(contacts, ctx, contactId!, request.body, {
        schema: teamContactUpdate(contacts),
        precondition: ownedByTheTeam,
      }),
    };
  },
};
