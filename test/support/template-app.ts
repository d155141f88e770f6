// A CDK app for tests that read a synthesized template, not the functions' bundles: it skips esbuild, the slow part.
import { App } from 'aws-cdk-lib';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';

/** CDK bundles the assets of the stacks this context names (all by default); naming none, each asset is its source. */
export const templateOnlyApp = () => new App({ context: { [BUNDLING_STACKS]: [] } });
