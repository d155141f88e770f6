// The billing provider's secrets (Stripe's secret key and the webhook endpoint's signing secret), taken as NoEcho stack
// parameters into one Secrets Manager secret, which only the functions that use `billing-provider` may read.
import { CfnParameter, SecretValue, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

export function billingSecretFor(scope: Construct): Secret {
  const secretKey = new CfnParameter(scope, 'StripeSecretKey', {
    type: 'String',
    noEcho: true,
    default: '',
    description:
      "Stripe's secret API key (sk_live_... or sk_test_...), with which the billing function calls Stripe; empty: billing is not configured",
  });
  const webhookSecret = new CfnParameter(scope, 'StripeWebhookSecret', {
    type: 'String',
    noEcho: true,
    default: '',
    description: 'The signing secret (whsec_...) of the Stripe webhook endpoint that posts to <api>/v5/billing/webhook',
  });
  const secret = new Secret(scope, 'BillingSecret', {
    description: 'The billing provider: {"secretKey", "webhookSecret"}, read by the billing function at its cold start',
    secretObjectValue: {
      secretKey: SecretValue.cfnParameter(secretKey),
      webhookSecret: SecretValue.cfnParameter(webhookSecret),
    },
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      "Stripe's keys are rolled in Stripe's dashboard, which Secrets Manager cannot do; a rolled key is deployed as the stack parameter, and the billing functions read it at their next cold start.",
  });
  return secret;
}
