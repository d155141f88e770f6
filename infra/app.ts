// The CDK app that cdk.json runs: the outreach API stack, checked against the cdk-nag AwsSolutions rules.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { OutreachApiStack } from './stack.js';

const app = new App();
// `-c receivingDomains=replies.example.com,other.example` makes SES receive replies for those domains.
const receivingDomains = String(app.node.tryGetContext('receivingDomains') ?? '')
  .split(',')
  .map((domain) => domain.trim())
  .filter(Boolean);
// `-c bedrockModelId=anthropic.claude-haiku-4-5-20251001-v1:0` (or a profile such as us.anthropic...) reasons over
// notes with that Bedrock model; without it the local reasoner runs in AWS too.
const bedrockModelId = String(app.node.tryGetContext('bedrockModelId') ?? '').trim() || undefined;
// `-c wholeRecordIndexes=true` keeps the index slots of a stack deployed before they carried keys only.
const wholeRecordIndexes = String(app.node.tryGetContext('wholeRecordIndexes') ?? '') === 'true';
new OutreachApiStack(app, 'OutreachApi', {
  description: 'Multi-tenant outreach API: HTTP API, Lambda, DynamoDB, SQS',
  receivingDomains,
  bedrockModelId,
  wholeRecordIndexes,
});
// A finding that is not acknowledged, with its reason, stops synthesis.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
