// The credential chain of a Lambda bundle: the environment alone, where Lambda puts the role's credentials. The bundler
// puts it in place of @aws-sdk/credential-provider-node (infra/constructs/lambda-bundling.ts), so a bundle carries no
// profile, SSO, process, container or instance-metadata providers; tests and the local runtime keep the SDK's chain.
import { fromEnv } from '@aws-sdk/credential-provider-env';

/** What the SDK clients' runtime config calls for their default credentials. */
export const defaultProvider: typeof fromEnv = (init) => fromEnv(init);
