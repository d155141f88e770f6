// What the CDK tests of one grant read of a stack synthesized from fixture entries: an entry's function environment and
// the statements of its role's policies (CDK names both after the entry, its punctuation dropped).
import type { Template } from 'aws-cdk-lib/assertions';

// CloudFormation properties are untyped JSON.
type Resource = { Properties: Record<string, any> };
export type PolicyStatement = { Action: string | string[]; Resource: unknown };

const resourcesOf = (template: Template, type: string, entry: string) =>
  Object.entries(template.findResources(type) as Record<string, Resource>)
    .filter(([id]) => id.startsWith(entry.replace(/[^A-Za-z0-9]/g, '')))
    .map(([, resource]) => resource);

/** The environment variables of the fixture entry's function. */
export function environmentOf(template: Template, entry: string): Record<string, unknown> {
  return resourcesOf(template, 'AWS::Lambda::Function', entry)[0]?.Properties.Environment?.Variables ?? {};
}

/** Every statement of the policies of the fixture entry's role. */
export function policyStatementsOf(template: Template, entry: string): PolicyStatement[] {
  return resourcesOf(template, 'AWS::IAM::Policy', entry).flatMap(
    (policy) => policy.Properties.PolicyDocument.Statement as PolicyStatement[],
  );
}

/** The actions of those statements that begin with `service:` (say `kms:`). */
export const policyActionsOf = (template: Template, entry: string, service: string): string[] =>
  policyStatementsOf(template, entry)
    .flatMap((statement) => [statement.Action].flat())
    .filter((action) => action.startsWith(service));

/** A private bucket's properties as the stack writes them: public access blocked, SSE-S3. */
export const PRIVATE_ENCRYPTED_BUCKET = {
  PublicAccessBlockConfiguration: {
    BlockPublicAcls: true,
    BlockPublicPolicy: true,
    IgnorePublicAcls: true,
    RestrictPublicBuckets: true,
  },
  BucketEncryption: {
    ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
  },
};
