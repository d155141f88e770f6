// CDK assertions on the OAuth clients: each provider's client id and secret are stack parameters (the secret NoEcho),
// in the environment of exactly the functions that talk to the providers; the one that refreshes tokens may both
// open and seal them; cdk-nag clean.
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { appModel, type AppModel } from '../../lib/app/function-table.js';
import { OutreachApiStack } from '../../infra/stack.js';
import { expectNagClean } from '../support/cdk-nag.js';
import { environmentOf, policyActionsOf } from '../support/fixture-stack.js';
import { templateOnlyApp } from '../support/template-app.js';

/** A function that refreshes tokens as the campaign sender does, and one that has nothing to do with OAuth. */
const model: AppModel = {
  queues: [],
  functions: [
    {
      name: 'fixture-refresher',
      entry: 'functions/health.ts',
      routes: [],
      table: [],
      uses: ['oauth-client', 'credentials-open', 'credentials-seal'],
    },
    { name: 'fixture-other', entry: 'functions/health.ts', routes: [], table: [] },
  ],
};

let stack: Stack;
let template: Template;
beforeAll(() => {
  stack = new OutreachApiStack(templateOnlyApp(), 'OutreachApi', { model });
  template = Template.fromStack(stack);
});

const variablesOf = (name: string) => environmentOf(template, name);

test('each provider has a client id and a NoEcho client secret, empty by default', () => {
  const parameters = template.toJSON().Parameters as Record<string, { NoEcho?: boolean; Default?: string }>;
  for (const provider of ['Gmail', 'Outlook']) {
    expect(parameters[`${provider}OAuthClientId`]).toMatchObject({ Default: '' });
    expect(parameters[`${provider}OAuthClientId`]?.NoEcho).toBeUndefined();
    expect(parameters[`${provider}OAuthClientSecret`]).toMatchObject({ Default: '', NoEcho: true });
  }
});

test('the OAuth variables are in the environment of exactly the functions that use the clients', () => {
  expect(variablesOf('fixture-refresher')).toMatchObject({
    OAUTH_GMAIL_CLIENT_ID: { Ref: 'GmailOAuthClientId' },
    OAUTH_GMAIL_CLIENT_SECRET: { Ref: 'GmailOAuthClientSecret' },
    OAUTH_OUTLOOK_CLIENT_ID: { Ref: 'OutlookOAuthClientId' },
    OAUTH_OUTLOOK_CLIENT_SECRET: { Ref: 'OutlookOAuthClientSecret' },
  });
  expect(Object.keys(variablesOf('fixture-other')).filter((name) => name.startsWith('OAUTH_'))).toEqual([]);
});

test('a function that refreshes tokens may decrypt the old ones and make data keys for the new', () => {
  const actions = policyActionsOf(template, 'fixture-refresher', 'kms:');
  expect(actions.sort()).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
});

test('in the function table, the API (authorize, callback), verify, the sender and the reply reader (refresh) use the clients', () => {
  const users = appModel.functions.filter((fn) => fn.uses?.includes('oauth-client')).map((fn) => fn.name);
  expect(users).toEqual(['resources', 'connection-verifier', 'campaign-sender', 'reply-reader']);
  const sender = appModel.functions.find((fn) => fn.name === 'campaign-sender')!;
  expect(sender.uses).toEqual(expect.arrayContaining(['credentials-open', 'credentials-seal']));
});

test('cdk-nag finds nothing', () => {
  expectNagClean(stack);
});
