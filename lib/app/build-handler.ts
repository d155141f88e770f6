// Builds a function's handler at cold start: the configuration read from the environment once, handed to its builder.
import type { HandlerBuilder, LambdaHandler } from './function-spec.js';
import { readAppConfig } from './settings.js';

export async function buildHandler<H extends LambdaHandler>(build: HandlerBuilder<H>['build']): Promise<H> {
  return build(readAppConfig(process.env));
}
