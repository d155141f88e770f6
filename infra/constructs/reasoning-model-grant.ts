// The right to call the one Bedrock model the deployment names, directly or through its cross-region inference profile.
import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { BedrockModelId } from '../../lib/reasoning/bedrock-model-id.js';

/**
 * Converse is authorized as `bedrock:InvokeModel`. A foundation model id is granted on its ARN in this region. A
 * cross-region profile is granted on the profile, and on the model behind it in whichever region the profile routes to
 * (the region is the profile's choice), but only when called through that profile.
 */
export function grantReasoningModel(scope: Construct, fn: IFunction, model: BedrockModelId): void {
  const { region, account } = Stack.of(scope);
  if (!model.profileGeography) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['bedrock:InvokeModel'],
        resources: [`arn:aws:bedrock:${region}::foundation-model/${model.id}`],
      }),
    );
    return;
  }
  const profileArn = `arn:aws:bedrock:${region}:${account}:inference-profile/${model.id}`;
  const anyRegionModelArn = `arn:aws:bedrock:*::foundation-model/${model.foundationModelId}`;
  fn.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: [profileArn] }));
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['bedrock:InvokeModel'],
      resources: [anyRegionModelArn],
      conditions: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
    }),
  );
  Validations.of(scope).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${anyRegionModelArn}]`,
    reason: `The ${model.profileGeography} inference profile routes each call to the model in a region of its choosing, so the grant names every region of that one model, and only for calls made through this stack's profile (bedrock:InferenceProfileArn).`,
  });
}
