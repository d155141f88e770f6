// The CDK stack and the local runtime serve exactly the same routes, both read from the one route table.
import { Template } from 'aws-cdk-lib/assertions';
import { localRouteKeys } from '../../infra/local/http-server.js';
import { deployedRouteKeys } from '../../infra/routes.js';
import { appModel, type AppModel } from '../../lib/app/function-table.js';
import { templateOnlyApp } from '../support/template-app.js';

/** Routes that exist only locally, by design: the mailbox. */
function localOnlyRouteKeys(model: AppModel): string[] {
  return model.functions.flatMap((fn) =>
    fn.routes.filter((route) => fn.localOnly || route.localOnly).map((route) => `${route.method} ${route.path}`),
  );
}

it('serves the same routes locally as the stack deploys, apart from the local-only ones', () => {
  const local = localRouteKeys(appModel).filter((key) => !localOnlyRouteKeys(appModel).includes(key));
  expect([...deployedRouteKeys(appModel)].sort()).toEqual(local.sort());
});

it('deploys a route in the synthesized template for each deployed route key, and no other', async () => {
  const { OutreachApiStack } = await import('../../infra/stack.js');
  const stack = new OutreachApiStack(templateOnlyApp(), 'Parity', {});
  const routes = Template.fromStack(stack).findResources('AWS::ApiGatewayV2::Route');
  const keys = Object.values(routes).map(
    (route) => (route as { Properties: { RouteKey: string } }).Properties.RouteKey,
  );
  expect(keys.sort()).toEqual([...deployedRouteKeys(appModel)].sort());
});
