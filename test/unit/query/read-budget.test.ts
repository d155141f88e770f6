// Unit tests of the read budget of lists and counts: the engine on a store whose client is a fake organization of
// contacts in memory, so that every Query sent, and the items it read, can be seen.
import { families } from '../../../lib/families/registry.js';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { renderError } from '../../../lib/platform/http/error-envelope.js';
import { contacts } from '../../../lib/crm/contacts.js';
import { createEngine } from '../../../lib/platform/resources/engine.js';
import { ReadBudgetExceededError } from '../../../lib/platform/store/errors.js';
import { createStore } from '../../../lib/platform/store/store.js';

const ORG = 'org_budget';
const CONTACT_INDEXED_FIELDS = ['updatedAt', 'name', 'email', 'score', 'status', 'companyId', 'lastName'];

interface SentQuery {
  Limit?: number;
  ExclusiveStartKey?: { SK: string };
  Select?: string;
}

type Command = { constructor: { name: string }; input: Record<string, unknown> };

/**
 * A client that answers Queries from `size` live contacts in id order, honouring Limit and the start key, and the
 * batch reads and writes of a page sorted in memory (its records, its cursor positions).
 */
function fakeOrganization(size: number) {
  const items = Array.from({ length: size }, (_, i) => {
    const id = `con_${String(i).padStart(6, '0')}`;
    return { PK: `ORG#${ORG}#contact`, SK: id, id, deletedAt: null, name: `Ada ${i}`, _search: `ada ${i}` };
  });
  const queries: Array<SentQuery & { scanned: number }> = [];
  const query = (input: SentQuery) => {
    const from = input.ExclusiveStartKey ? items.findIndex((item) => item.SK === input.ExclusiveStartKey!.SK) + 1 : 0;
    const read = items.slice(from, from + (input.Limit ?? items.length));
    queries.push({ ...input, scanned: read.length });
    const last = read.at(-1);
    return {
      ...(input.Select === 'COUNT' ? {} : { Items: read }),
      Count: read.length,
      ScannedCount: read.length,
      LastEvaluatedKey: from + read.length < items.length && last ? { PK: last.PK, SK: last.SK } : undefined,
    };
  };
  const batchGet = (input: Record<string, unknown>) => {
    const requests = input.RequestItems as Record<string, { Keys: Array<{ SK: string }> }>;
    const [table, { Keys }] = Object.entries(requests)[0]!;
    const wanted = new Set(Keys.map((key) => key.SK));
    return { Responses: { [table]: items.filter((item) => wanted.has(item.SK)) } };
  };
  const client = {
    async send(command: Command) {
      const name = command.constructor.name;
      if (name === 'QueryCommand') return query(command.input as SentQuery);
      if (name === 'BatchGetCommand') return batchGet(command.input);
      if (name === 'BatchWriteCommand') return {};
      throw new Error(`unexpected ${name}`);
    },
  };
  const store = createStore({ client: client as unknown as DynamoDBDocumentClient, tableName: 'fake' });
  return { store, queries, itemsRead: () => queries.reduce((sum, sent) => sum + sent.scanned, 0) };
}

/** The three ways to read a whole organization: a search matching nothing, an unindexed order, an unindexed filter. */
const broadReads = [
  ['count', 'query=zz'],
  ['list', 'orderBy=phone'],
  ['list', 'filter.bio.contains=x'],
] as const;

describe('the read budget of a list or count', () => {
  it.each(broadReads)('%s ?%s stops at the budget, reading no page past it', async (operation, rawQuery) => {
    const organization = fakeOrganization(2_500);
    const engine = createEngine({ families, store: organization.store, readBudget: 1_200 });
    await expect(engine[operation](contacts, ORG, rawQuery)).rejects.toBeInstanceOf(ReadBudgetExceededError);
    // The last Query asks only for what the budget has left, and none follows it, though 1,300 contacts are unread.
    expect(organization.itemsRead()).toBe(1_200);
  });

  it.each(broadReads)('%s ?%s within the budget answers as before', async (operation, rawQuery) => {
    const bounded = fakeOrganization(1_100);
    const unbounded = fakeOrganization(1_100);
    const answer = await createEngine({ families, store: bounded.store, readBudget: 1_200 })[operation](
      contacts,
      ORG,
      rawQuery,
    );
    const before = await createEngine({ families, store: unbounded.store, readBudget: Number.MAX_SAFE_INTEGER })[
      operation
    ](contacts, ORG, rawQuery);
    expect(answer).toEqual(before);
    expect(bounded.itemsRead()).toBe(unbounded.itemsRead());
  });

  it('leaves a page of an indexed list far below the budget', async () => {
    const organization = fakeOrganization(2_500);
    const { items } = await createEngine({ families, store: organization.store, readBudget: 100 }).list(
      contacts,
      ORG,
      'limit=100',
    );
    expect(items).toHaveLength(100);
    expect(organization.queries).toHaveLength(1);
  });

  it('answers 400 query_too_broad naming the indexed fields to filter or order on', () => {
    const response = renderError(new ReadBudgetExceededError(contacts.entity, 200), 'req-budget');
    const body = JSON.parse(response.body!) as Record<string, string>;
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ code: 'query_too_broad', status: 400 });
    expect(body.description).toContain('more than 200 contact records');
    expect(body.description).toContain(CONTACT_INDEXED_FIELDS.join(', '));
  });
});
