// Reading Bedrock model ids: foundation models, cross-region inference profiles, and what is neither.
import { parseBedrockModelId } from '../../../lib/reasoning/bedrock-model-id.js';
import { pricesOf } from '../../../lib/reasoning/bedrock-prices.js';

describe('parseBedrockModelId', () => {
  it('reads a foundation model id as itself', () => {
    expect(parseBedrockModelId('amazon.nova-lite-v1:0')).toEqual({
      id: 'amazon.nova-lite-v1:0',
      foundationModelId: 'amazon.nova-lite-v1:0',
    });
  });

  it.each(['us', 'eu', 'apac', 'us-gov', 'global'])('reads a %s inference profile as the model behind it', (geo) => {
    expect(parseBedrockModelId(`${geo}.anthropic.claude-sonnet-4-20250514-v1:0`)).toEqual({
      id: `${geo}.anthropic.claude-sonnet-4-20250514-v1:0`,
      foundationModelId: 'anthropic.claude-sonnet-4-20250514-v1:0',
      profileGeography: geo,
    });
  });

  it.each([
    'arn:aws:bedrock:us-east-1::foundation-model/amazon.nova-lite-v1:0',
    'claude',
    'us.claude',
    'Anthropic.Claude',
    'anthropic.claude haiku',
    '',
  ])('refuses %j', (id) => {
    expect(() => parseBedrockModelId(id)).toThrow('is not a Bedrock model id');
  });
});

describe('pricesOf', () => {
  it('prices a profile as its model, and knows nothing of a model missing from the table or of a non-id', () => {
    expect(pricesOf('eu.amazon.nova-micro-v1:0')).toEqual(pricesOf('amazon.nova-micro-v1:0'));
    expect(pricesOf('amazon.nova-micro-v1:0')).toBeDefined();
    expect(pricesOf('mystery.model-v1:0')).toBeUndefined();
    expect(pricesOf('not a model')).toBeUndefined();
  });
});
