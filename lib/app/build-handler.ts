// Builds a function's handler at cold start: the configuration read from the environment once, handed to its builder.
import type { FunctionServing, LambdaHandler } from './function-spec.js';
import { readAppConfig } from './settings.js';

export async function buildHandler<H extends LambdaHandler>(served: FunctionServing<H>): Promise<H> {
  const { build } = await served.build();
  return build(readAppConfig(process.env));
}
