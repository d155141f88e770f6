// The outreach API stack: the table, queues, functions and routes, all looped from the function table.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { appModel, visibilityTimeoutOf, type AppModel } from '../lib/app/function-table.js';
import { ApiFunction } from './constructs/api-function.js';
import { DataTable } from './constructs/data-table.js';
import { ServiceHttpApi } from './constructs/http-api.js';
import { WorkQueue } from './constructs/work-queue.js';
import { deployedFunctions, deployedRoutes } from './routes.js';

export { deployedFunctions, deployedRouteKeys } from './routes.js';

export interface OutreachApiStackProps extends StackProps {
  /** What to deploy; tests pass a fixture, the app deploys the real function table. */
  model?: AppModel;
}

export class OutreachApiStack extends Stack {
  constructor(scope: Construct, id: string, props: OutreachApiStackProps = {}) {
    super(scope, id, props);
    const model = props.model ?? appModel;

    const { table } = new DataTable(this, 'Data');
    const queues = new Map<string, IQueue>(
      model.queues.map((spec) => [
        spec.name,
        new WorkQueue(this, `Queue-${spec.name}`, { spec, visibilityTimeoutSeconds: visibilityTimeoutOf(spec.name, model) }).queue,
      ]),
    );
    const functions = new Map(
      deployedFunctions(model).map((spec) => [spec.name, new ApiFunction(this, spec.name, { spec, table, queues }).function]),
    );

    const api = new ServiceHttpApi(this, 'Http');
    for (const route of deployedRoutes(model)) api.addRoute(route, functions.get(route.fn.name)!);

    new CfnOutput(this, 'ApiUrl', { value: api.url, description: 'Base URL of the API' });
    new CfnOutput(this, 'TableName', { value: table.tableName, description: 'The single DynamoDB table' });
  }
}
