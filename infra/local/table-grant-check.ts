// Makes the local runtime refuse a function's DynamoDB call that its table grants would not allow in AWS, as IAM would.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FunctionSpec } from '../../lib/app/function-table.js';
import { grantsAllow, localMailerAccess, type TableGrant, type TableRequest } from '../../lib/app/table-grants.js';
import { tableDefinition } from '../../lib/platform/store/table-definition.js';

const invoking = new AsyncLocalStorage<FunctionSpec>();

/** Runs `work` as an invocation of `fn`: the table calls it makes, awaited or not, are checked against fn's grants. */
export function runAs<T>(fn: FunctionSpec, work: () => T): T {
  return invoking.run(fn, work);
}

/** A function's grants in the local runtime: where SES sends mail in AWS, the local mailer writes to the mailbox. */
function localGrantsOf(fn: FunctionSpec): readonly TableGrant[] {
  return fn.uses?.includes('mail') ? [...fn.table, ...localMailerAccess] : fn.table;
}

type Item = Record<string, unknown>;
type TransactItem = Partial<
  Record<'Put', { Item: Item }> & Record<'Update' | 'Delete' | 'ConditionCheck' | 'Get', { Key: Item }>
>;
type WriteRequest = { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } };

/** The parts of a command's input, as the document client takes it, that say which items or range it touches. */
interface Input {
  Key?: Item;
  Item?: Item;
  IndexName?: string;
  KeyConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Item;
  RequestItems?: Record<string, unknown>;
  TransactItems?: TransactItem[];
}

function partitionKeyOf(item: Item | undefined): string {
  return String(item?.[tableDefinition.partitionKey] ?? '');
}

/** The partition key a Query's key condition names (`#pk = :pk`), on the table or on the index it queries. */
function queriedPartitionKey(input: Input): string {
  const index = tableDefinition.indexes.find((candidate) => candidate.name === input.IndexName);
  const keyName = index?.partitionKey ?? tableDefinition.partitionKey;
  for (const [, name, placeholder] of String(input.KeyConditionExpression ?? '').matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    const resolved = name!.startsWith('#') ? input.ExpressionAttributeNames?.[name!] : name;
    if (resolved === keyName) return String(input.ExpressionAttributeValues?.[placeholder!]);
  }
  // No partition key it could name matches no grant: the call is refused and says so.
  return '';
}

function transactionItemRequest(item: TransactItem): TableRequest {
  if (item.Put) return { action: 'PutItem', partitionKey: partitionKeyOf(item.Put.Item), inTransaction: true };
  if (item.Update) return { action: 'UpdateItem', partitionKey: partitionKeyOf(item.Update.Key), inTransaction: true };
  if (item.Delete) return { action: 'DeleteItem', partitionKey: partitionKeyOf(item.Delete.Key), inTransaction: true };
  return {
    action: 'ConditionCheckItem',
    partitionKey: partitionKeyOf(item.ConditionCheck?.Key),
    inTransaction: true,
  };
}

/** What IAM checks of one call: each item, or the queried range, as its own action on its partition key. */
export function tableRequestsOf(commandName: string, input: Input): TableRequest[] {
  const action = commandName.replace(/Command$/, '');
  const tables = Object.values(input.RequestItems ?? {});
  switch (action) {
    case 'GetItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return [{ action, partitionKey: partitionKeyOf(input.Key) }];
    case 'PutItem':
      return [{ action, partitionKey: partitionKeyOf(input.Item) }];
    case 'Query':
      return [{ action, partitionKey: queriedPartitionKey(input), index: input.IndexName !== undefined }];
    case 'BatchGetItem':
      return tables.flatMap((request) =>
        ((request as { Keys: Item[] }).Keys ?? []).map((key) => ({ action, partitionKey: partitionKeyOf(key) })),
      );
    case 'BatchWriteItem':
      return tables.flatMap((requests) =>
        (requests as WriteRequest[]).map((request) => ({
          action,
          partitionKey: partitionKeyOf(request.PutRequest?.Item ?? request.DeleteRequest?.Key),
        })),
      );
    case 'TransactWriteItems':
      return (input.TransactItems ?? []).map(transactionItemRequest);
    case 'TransactGetItems':
      return (input.TransactItems ?? []).map((item) => ({
        action: 'GetItem',
        partitionKey: partitionKeyOf(item.Get?.Key),
      }));
    default:
      // Scan, DescribeTable...: no partition key to check, so only a grant of the action would let them through.
      return [{ action }];
  }
}

function describe(request: TableRequest): string {
  const where = request.partitionKey === undefined ? '' : ` on partition key "${request.partitionKey}"`;
  return `dynamodb:${request.action}${where}${request.index ? ' (an index)' : ''}${request.inTransaction ? ' in a transaction' : ''}`;
}

/** Every refusal so far, as messages that name the function and the request. */
export interface TableGrantCheck {
  readonly denials: readonly string[];
}

const checks = new WeakMap<DynamoDBDocumentClient, TableGrantCheck>();

/**
 * Adds the check to `client` (and every client sharing its middleware stack), once: a call made inside `runAs` that
 * the function's grants do not allow fails as AWS would fail it, before it reaches DynamoDB Local. Calls made outside
 * an invocation (provisioning, test seeding) are not checked.
 */
export function checkTableGrants(client: DynamoDBDocumentClient): TableGrantCheck {
  const existing = checks.get(client);
  if (existing) return existing;
  const denials: string[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const fn = invoking.getStore();
      if (fn) {
        const grants = localGrantsOf(fn);
        const refused = tableRequestsOf(context.commandName ?? '', args.input as Input).filter(
          (request) => !grantsAllow(grants, request),
        );
        if (refused.length) {
          const message = `${fn.name} is not granted ${refused.map(describe).join(', ')}; in AWS the call fails with AccessDeniedException (grants: lib/app/table-grants.ts).`;
          denials.push(message);
          throw Object.assign(new Error(message), { name: 'AccessDeniedException' });
        }
      }
      return next(args);
    },
    { step: 'initialize', name: 'localTableGrantCheck' },
  );
  const check = { denials };
  checks.set(client, check);
  return check;
}
