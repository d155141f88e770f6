// Choosing the reasoner from the environment: Bedrock (stubbed at the SDK) with BEDROCK_MODEL_ID, the local one without.
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { LOCAL_REASONER_MODEL } from '../../../lib/reasoning/local/local-reasoner.js';
import { DEFAULT_NOTE_SETTINGS, type ReasoningInput } from '../../../lib/reasoning/reasoner.js';
import { readAppConfig } from '../../../lib/app/settings.js';
import { configuredReasoner, defaultBedrockClient } from '../../../lib/reasoning/configured-reasoner.js';
import { decisionAnswer } from '../../support/bedrock-answers.js';

const bedrock = mockClient(BedrockRuntimeClient);
const MODEL = 'us.amazon.nova-lite-v1:0';

const note: ReasoningInput = {
  text: 'Please unsubscribe me from this list.',
  settings: DEFAULT_NOTE_SETTINGS,
  writtenAt: new Date('2026-11-22T10:00:00Z'),
  timeZone: 'UTC',
};

beforeEach(() => {
  bedrock.reset();
  bedrock
    .on(ConverseCommand)
    .resolves(decisionAnswer({ intent: 'UNSUBSCRIBE' }, { inputTokens: 1, outputTokens: 1, totalTokens: 2 }));
});

describe('configuredReasoner, from the environment', () => {
  it('reasons with Bedrock, on the process-wide client, when BEDROCK_MODEL_ID names a model', async () => {
    const answered = await configuredReasoner(readAppConfig({ BEDROCK_MODEL_ID: MODEL })).reason(note);
    const calls = bedrock.commandCalls(ConverseCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input.modelId).toBe(MODEL);
    expect(answered.model).toBe(MODEL);
    expect(answered.output).toEqual({ intent: 'UNSUBSCRIBE' });
    expect(defaultBedrockClient()).toBe(defaultBedrockClient());
  });

  it.each([
    ['unset', {}],
    ['empty', { BEDROCK_MODEL_ID: '' }],
    ['blank', { BEDROCK_MODEL_ID: '  ' }],
  ])('reasons locally, never calling Bedrock, when BEDROCK_MODEL_ID is %s', async (_, env) => {
    const answered = await configuredReasoner(readAppConfig(env)).reason(note);
    expect(answered.model).toBe(LOCAL_REASONER_MODEL);
    expect(answered.cost).toBe(0);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(0);
  });

  it('builds no Bedrock client for the local reasoner', () => {
    let built = 0;
    const bedrockClient = () => {
      built += 1;
      return new BedrockRuntimeClient({});
    };
    configuredReasoner(readAppConfig({}), { bedrockClient });
    expect(built).toBe(0);
    configuredReasoner(readAppConfig({ BEDROCK_MODEL_ID: MODEL }), { bedrockClient });
    expect(built).toBe(1);
  });

  it('refuses a malformed model id at once, instead of failing every note', () => {
    expect(() =>
      configuredReasoner(readAppConfig({ BEDROCK_MODEL_ID: 'arn:aws:bedrock:us-east-1::foundation-model/x' })),
    ).toThrow('is not a Bedrock model id');
  });
});
