// One table grant of the function table as an IAM statement: its actions, on the table (and its indexes), for its partition keys only.
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { TableGrant } from '../../lib/app/table-grants.js';

/**
 * The statement that grants `grant` on `table`. `dynamodb:LeadingKeys` holds the partition keys a request touches
 * (every item of a batch, the key of a queried range); ForAllValues wants each of them to match a pattern. Items of a
 * TransactWriteItems are checked as PutItem, UpdateItem or DeleteItem with `dynamodb:EnclosingOperation` set, which a
 * transactions-only grant requires.
 */
export function tableGrantStatement(table: ITable, grant: TableGrant): PolicyStatement {
  return new PolicyStatement({
    actions: grant.actions.map((action) => `dynamodb:${action}`),
    resources: grant.indexes ? [table.tableArn, `${table.tableArn}/index/*`] : [table.tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.partitionKeys] },
      ...(grant.inTransactions
        ? { 'ForAnyValue:StringEquals': { 'dynamodb:EnclosingOperation': ['TransactWriteItems'] } }
        : {}),
    },
  });
}
