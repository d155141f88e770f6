// CDK assertions on the credentials key: a rotated symmetric key, GenerateDataKey to the functions that seal (write
// connections), Decrypt to those that open (send or read mail), its ARN in exactly their environment; cdk-nag clean.
import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { appModel, type AppModel } from '../../lib/app/function-table.js';
import { OutreachApiStack } from '../../infra/stack.js';
import { expectNagClean } from '../support/cdk-nag.js';
import { environmentOf, policyActionsOf } from '../support/fixture-stack.js';
import { templateOnlyApp } from '../support/template-app.js';

/** A function that seals, one that opens, and one that does neither. */
const model: AppModel = {
  queues: [],
  functions: [
    { name: 'fixture-writer', entry: 'functions/health.ts', routes: [], table: [], uses: ['credentials-seal'] },
    { name: 'fixture-sender', entry: 'functions/health.ts', routes: [], table: [], uses: ['credentials-open'] },
    { name: 'fixture-other', entry: 'functions/health.ts', routes: [], table: [] },
  ],
};

let stack: Stack;
let template: Template;
beforeAll(() => {
  stack = new OutreachApiStack(templateOnlyApp(), 'OutreachApi', { model });
  template = Template.fromStack(stack);
});

/** The KMS actions in the policies of a fixture entry's role. */
const kmsActionsOf = (name: string) => policyActionsOf(template, name, 'kms:');

/** The CREDENTIALS_KEY_ARN of a fixture entry's function. */
const keyVariableOf = (name: string) => environmentOf(template, name).CREDENTIALS_KEY_ARN;

test('the key is symmetric, rotated, and kept when the stack goes', () => {
  // No KeySpec is SYMMETRIC_DEFAULT, the spec that makes data keys.
  template.hasResourceProperties('AWS::KMS::Key', { KeySpec: Match.absent(), EnableKeyRotation: true });
  template.hasResource('AWS::KMS::Key', { DeletionPolicy: 'Retain' });
});

test('a function that writes connections may make data keys and never decrypt; a sender may decrypt and not make one', () => {
  expect(kmsActionsOf('fixture-writer')).toEqual(['kms:GenerateDataKey']);
  expect(kmsActionsOf('fixture-sender')).toEqual(['kms:Decrypt']);
  expect(kmsActionsOf('fixture-other')).toEqual([]);
});

test("the key's ARN is in the environment of exactly the functions granted it", () => {
  const [keyId] = Object.keys(template.findResources('AWS::KMS::Key'));
  const arn = { 'Fn::GetAtt': [keyId, 'Arn'] };
  expect(keyVariableOf('fixture-writer')).toEqual(arn);
  expect(keyVariableOf('fixture-sender')).toEqual(arn);
  expect(keyVariableOf('fixture-other')).toBeUndefined();
});

test('in the function table, the API serving /v5/connections seals; verify, the sender, the webhook sender and the reply reader open, and seal refreshed tokens', () => {
  const users = (use: 'credentials-seal' | 'credentials-open') =>
    appModel.functions.filter((fn) => fn.uses?.includes(use)).map((fn) => fn.name);
  expect(users('credentials-seal')).toEqual(['resources', 'connection-verifier', 'campaign-sender', 'reply-reader']);
  expect(users('credentials-open')).toEqual([
    'connection-verifier',
    'campaign-sender',
    'webhook-sender',
    'reply-reader',
  ]);
  const resources = appModel.functions.find((fn) => fn.name === 'resources')!;
  expect(resources.routes.some((route) => route.path === '/v5/connections')).toBe(true);
});

test('cdk-nag finds nothing', () => {
  expectNagClean(stack);
});
