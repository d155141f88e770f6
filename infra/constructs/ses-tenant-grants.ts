// The SES grants of organizations' own sending: managing their domain identities and tenants, and sending from those
// identities through their tenants. Scoped to this account and region's identities and tenants, never `*`.
import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunctionResource } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';

/** The ARN prefix of the account's SES identities, which the tenant association names an identity by. */
export const sesIdentityArnPrefix = (scope: Construct): string => {
  const { partition, region, account } = Stack.of(scope);
  return `arn:${partition}:ses:${region}:${account}:identity/`;
};

const tenantsOf = (scope: Construct) => {
  const { partition, region, account } = Stack.of(scope);
  return `arn:${partition}:ses:${region}:${account}:tenant/*`;
};

/** Identities are named by the organizations' domains and tenants by their ids: neither is known at deploy time. */
function acknowledgeWildcards(scope: Construct, why: string): void {
  for (const resource of ['identity/*', 'tenant/*'])
    Validations.of(scope).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:${resource}]`,
      reason: why,
    });
}

/** Creating a tenant and a domain identity, associating them, and reading the identity's verification. */
export function grantSendingDomains(scope: Construct, fn: LambdaFunctionResource): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: [
        'ses:CreateTenant',
        'ses:CreateEmailIdentity',
        'ses:GetEmailIdentity',
        'ses:CreateTenantResourceAssociation',
      ],
      resources: [`${sesIdentityArnPrefix(scope)}*`, tenantsOf(scope)],
    }),
  );
  acknowledgeWildcards(
    scope,
    "An organization's SES connection makes its domain's identity and the organization's tenant when it is created: their names are the customers' domains and organization ids, unknown at deploy time. The grant stays within this account and region's identities and tenants.",
  );
}

/** Sending from the identities of the account's tenants, through a tenant (SendEmail with TenantName). */
export function grantTenantMail(scope: Construct, fn: LambdaFunctionResource): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [`${sesIdentityArnPrefix(scope)}*`, tenantsOf(scope)],
    }),
  );
  acknowledgeWildcards(
    scope,
    "Campaigns send from the organizations' own SES domains through their tenants, created at run time: the grant covers this account and region's identities and tenants only, and the service sends from a domain only once its organization holds it verified.",
  );
}
