// CDK assertions on the Bedrock grant: only with a model id, only for the functions that use reasoning-model, only on
// that model (or its inference profile), with the id in their environment; cdk-nag stays clean.
import type { Stack } from 'aws-cdk-lib';
import { expectNagClean } from '../support/cdk-nag.js';
import { Template } from 'aws-cdk-lib/assertions';
import type { AppModel } from '../../lib/app/function-table.js';
import { BEDROCK_MODEL_ID_VARIABLE } from '../../lib/reasoning/bedrock-model-id.js';
import { OutreachApiStack } from '../../infra/stack.js';
import { templateOnlyApp } from '../support/template-app.js';

const HAIKU = 'anthropic.claude-haiku-4-5-20251001-v1:0';

/** A function that reasons over notes, one that does not, and the catch-all. */
const model: AppModel = {
  queues: [],
  functions: [
    { name: 'fixture-reasoner', entry: 'functions/health.ts', routes: [], table: [], uses: ['reasoning-model'] },
    { name: 'fixture-other', entry: 'functions/health.ts', routes: [], table: [] },
    { name: 'fixture-fallback', entry: 'functions/not-found.ts', routes: [], table: [], catchAll: true },
  ],
};

// CloudFormation properties are untyped JSON.
type Resource = { Properties: Record<string, any> };
interface Statement {
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

function synthesize(bedrockModelId?: string): { stack: Stack; template: Template } {
  const stack = new OutreachApiStack(templateOnlyApp(), 'OutreachApi', { model, bedrockModelId });
  return { stack, template: Template.fromStack(stack) };
}

/** The statements about Bedrock in the policies of a fixture entry's role. */
function bedrockStatementsOf(template: Template, name: string): Statement[] {
  const prefix = name.replace(/[^A-Za-z0-9]/g, '');
  return Object.entries(template.findResources('AWS::IAM::Policy') as Record<string, Resource>)
    .filter(([id]) => id.startsWith(prefix))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[])
    .filter((statement) => JSON.stringify(statement.Action).includes('bedrock:'));
}

function variablesOf(template: Template, name: string): Record<string, unknown> {
  const prefix = name.replace(/[^A-Za-z0-9]/g, '');
  const found = Object.entries(template.findResources('AWS::Lambda::Function') as Record<string, Resource>).filter(
    ([id]) => id.startsWith(prefix),
  );
  expect(found).toHaveLength(1);
  return found[0]![1].Properties.Environment.Variables;
}

const regionArn = (rest: string) => ({ 'Fn::Join': ['', ['arn:aws:bedrock:', { Ref: 'AWS::Region' }, rest]] });

describe('a stack given a foundation model id', () => {
  let stack: Stack;
  let template: Template;
  beforeAll(() => {
    ({ stack, template } = synthesize(HAIKU));
  });

  it('has no unacknowledged cdk-nag finding and no CDK warning', () => expectNagClean(stack));

  it('lets the reasoning function invoke that model in its region, and nothing else on Bedrock', () => {
    expect(bedrockStatementsOf(template, 'fixture-reasoner')).toEqual([
      { Effect: 'Allow', Action: 'bedrock:InvokeModel', Resource: regionArn(`::foundation-model/${HAIKU}`) },
    ]);
  });

  it('tells the reasoning function the model id', () => {
    expect(variablesOf(template, 'fixture-reasoner')).toMatchObject({ [BEDROCK_MODEL_ID_VARIABLE]: HAIKU });
  });

  it('gives functions that do not use reasoning-model neither the grant nor the id', () => {
    for (const name of ['fixture-other', 'fixture-fallback']) {
      expect({ name, bedrock: bedrockStatementsOf(template, name) }).toEqual({ name, bedrock: [] });
      expect(variablesOf(template, name)).not.toHaveProperty(BEDROCK_MODEL_ID_VARIABLE);
    }
  });
});

describe('a stack given a cross-region inference profile id', () => {
  let stack: Stack;
  let template: Template;
  beforeAll(() => {
    ({ stack, template } = synthesize(`us.${HAIKU}`));
  });

  it('has no unacknowledged cdk-nag finding and no CDK warning', () => expectNagClean(stack));

  it('grants the profile, and the model behind it in any region only when called through that profile', () => {
    const profileArn = {
      'Fn::Join': [
        '',
        ['arn:aws:bedrock:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:inference-profile/us.${HAIKU}`],
      ],
    };
    expect(bedrockStatementsOf(template, 'fixture-reasoner')).toEqual([
      { Effect: 'Allow', Action: 'bedrock:InvokeModel', Resource: profileArn },
      {
        Effect: 'Allow',
        Action: 'bedrock:InvokeModel',
        Resource: `arn:aws:bedrock:*::foundation-model/${HAIKU}`,
        Condition: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
      },
    ]);
    expect(variablesOf(template, 'fixture-reasoner')).toMatchObject({ [BEDROCK_MODEL_ID_VARIABLE]: `us.${HAIKU}` });
    expect(bedrockStatementsOf(template, 'fixture-other')).toEqual([]);
  });
});

describe('a stack without a model id', () => {
  it('grants nothing on Bedrock and tells no function a model, so the local reasoner runs', () => {
    const { template } = synthesize();
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('bedrock:');
    for (const name of ['fixture-reasoner', 'fixture-other'])
      expect(variablesOf(template, name)).not.toHaveProperty(BEDROCK_MODEL_ID_VARIABLE);
  });

  it('refuses what is not a model id, such as an ARN', () => {
    expect(() => synthesize(`arn:aws:bedrock:us-east-1::foundation-model/${HAIKU}`)).toThrow(
      'is not a Bedrock model id',
    );
  });

  it('refuses a model id when no function would call the model', () => {
    const withoutReasoner: AppModel = {
      ...model,
      functions: model.functions.filter((fn) => fn.name !== 'fixture-reasoner'),
    };
    expect(
      () => new OutreachApiStack(templateOnlyApp(), 'OutreachApi', { model: withoutReasoner, bedrockModelId: HAIKU }),
    ).toThrow('bedrockModelId needs a function that uses reasoning-model');
  });
});
