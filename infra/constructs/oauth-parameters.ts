// The OAuth clients a deployment registers with Google and Microsoft, taken as stack parameters (the secrets NoEcho)
// and handed to the functions that talk to the providers as the OAUTH_<P>_* variables lib/app/settings.ts reads.
import { CfnParameter } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

const PROVIDERS = [
  { name: 'GMAIL', id: 'Gmail', registered: 'a Google Cloud OAuth client (Web application)' },
  { name: 'OUTLOOK', id: 'Outlook', registered: 'a Microsoft Entra app registration' },
] as const;

/**
 * The variables of the functions that use `oauth-client`. An empty client id (the default) leaves that provider
 * unconfigured: its connections answer 400 on authorize. The providers' addresses are their public defaults.
 */
export function oauthClientEnvironment(scope: Construct): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const { name, id, registered } of PROVIDERS) {
    environment[`OAUTH_${name}_CLIENT_ID`] = new CfnParameter(scope, `${id}OAuthClientId`, {
      type: 'String',
      default: '',
      description: `The client id of ${registered}; empty: ${name} connections cannot be authorized`,
    }).valueAsString;
    environment[`OAUTH_${name}_CLIENT_SECRET`] = new CfnParameter(scope, `${id}OAuthClientSecret`, {
      type: 'String',
      default: '',
      noEcho: true,
      description: `The client secret of ${registered}`,
    }).valueAsString;
  }
  return environment;
}
