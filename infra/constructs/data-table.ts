// The single DynamoDB table, built from the shared table definition so CDK and the local runtime cannot drift.
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { INDEX_ATTRIBUTES, tableDefinition } from '../../lib/platform/store/table-definition.js';

export class DataTable extends Construct {
  readonly table: Table;

  /** `wholeRecordIndexes`: slots that copy the whole record, as a stack deployed before keys-only slots has them. */
  constructor(scope: Construct, id: string, { wholeRecordIndexes }: { wholeRecordIndexes: boolean }) {
    super(scope, id);
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new Table(this, 'Table', {
      partitionKey: key(tableDefinition.partitionKey),
      sortKey: key(tableDefinition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // Tenant data outlives the stack: deleting the stack must not delete the table.
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
    });
    for (const index of tableDefinition.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        ...(wholeRecordIndexes
          ? { projectionType: ProjectionType.ALL }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...INDEX_ATTRIBUTES] }),
      });
    }
  }
}
