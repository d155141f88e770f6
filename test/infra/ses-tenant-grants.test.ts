// CDK assertions on organizations' own SES sending: the function that writes connections may make identities and
// tenants, the sender may send from them, each within the account's identities and tenants (never `*`); cdk-nag clean.
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { appModel, type AppModel } from '../../lib/app/function-table.js';
import { OutreachApiStack } from '../../infra/stack.js';
import { expectNagClean } from '../support/cdk-nag.js';
import { environmentOf, type PolicyStatement, policyStatementsOf } from '../support/fixture-stack.js';
import { templateOnlyApp } from '../support/template-app.js';

const model: AppModel = {
  queues: [],
  functions: [
    { name: 'fixture-domains', entry: 'functions/health.ts', routes: [], table: [], uses: ['sending-domains'] },
    { name: 'fixture-sender', entry: 'functions/health.ts', routes: [], table: [], uses: ['tenant-mail'] },
    { name: 'fixture-other', entry: 'functions/health.ts', routes: [], table: [] },
  ],
};

let stack: Stack;
let template: Template;
beforeAll(() => {
  stack = new OutreachApiStack(templateOnlyApp(), 'OutreachApi', { model });
  template = Template.fromStack(stack);
});

/** The SES statements in the policies of a fixture entry's role. */
function sesStatementsOf(name: string): PolicyStatement[] {
  return policyStatementsOf(template, name).filter((statement) =>
    [statement.Action].flat().some((action) => action.startsWith('ses:')),
  );
}

/** A resource as text, its intrinsic functions' references left in as names. */
const arnText = (resource: unknown) => JSON.stringify(resource).replace(/\\"/g, '"');

const accountScoped = (kind: 'identity' | 'tenant') =>
  expect.stringMatching(new RegExp(`:ses:.*AWS::Region.*AWS::AccountId.*:${kind}/\\*`));

test('the function that writes connections makes identities and tenants, and reads their state; nothing else of SES', () => {
  const [statement, ...others] = sesStatementsOf('fixture-domains');
  expect(others).toEqual([]);
  expect([statement!.Action].flat().sort()).toEqual([
    'ses:CreateEmailIdentity',
    'ses:CreateTenant',
    'ses:CreateTenantResourceAssociation',
    'ses:GetEmailIdentity',
  ]);
  expect([statement!.Resource].flat().map(arnText)).toEqual([accountScoped('identity'), accountScoped('tenant')]);
});

test("the sender sends from the account's identities through its tenants, never from `*`", () => {
  const [statement, ...others] = sesStatementsOf('fixture-sender');
  expect(others).toEqual([]);
  expect(statement!.Action).toBe('ses:SendEmail');
  const resources = [statement!.Resource].flat();
  expect(resources).not.toContain('*');
  expect(resources.map(arnText)).toEqual([accountScoped('identity'), accountScoped('tenant')]);
  expect(sesStatementsOf('fixture-other')).toEqual([]);
});

test('the identity ARN prefix is in the environment of the function that makes identities only', () => {
  const variable = (name: string) => environmentOf(template, name).SES_IDENTITY_ARN_PREFIX;
  expect(arnText(variable('fixture-domains'))).toMatch(/:ses:.*:identity\/"/);
  expect(variable('fixture-sender')).toBeUndefined();
});

test('in the function table, the API serving /v5/connections makes identities and the campaign sender sends from them', () => {
  const users = (use: 'sending-domains' | 'tenant-mail') =>
    appModel.functions.filter((fn) => fn.uses?.includes(use)).map((fn) => fn.name);
  expect(users('sending-domains')).toEqual(['resources', 'connection-verifier']);
  expect(users('tenant-mail')).toEqual(['campaign-sender']);
});

test('cdk-nag finds nothing', () => {
  expectNagClean(stack);
});
