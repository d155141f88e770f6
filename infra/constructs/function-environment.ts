// The environment every function runs with, defined once for the CDK construct and the cold-start bench.
import type { FunctionSpec } from '../../lib/app/function-table.js';
import { SERVICE_NAME } from '../../lib/platform/http/logger.js';
import { buildRevision } from '../../lib/openapi/version.js';
import { queueUrlVariable } from '../../lib/platform/queue/queues.js';

/** Names of the queues a function sends to or consumes from. */
function queuesUsedBy(spec: FunctionSpec): string[] {
  const consumed = spec.queues?.consumes ? [spec.queues.consumes.queue] : [];
  return [...new Set([...(spec.queues?.sends ?? []), ...consumed])];
}

/** Environment variables of a function, given the table name and a way to get each queue's URL. */
export function functionEnvironment(
  spec: FunctionSpec,
  tableName: string,
  queueUrl: (queue: string) => string,
): Record<string, string> {
  const revision = buildRevision();
  return {
    // Bundles are minified; stack traces are only readable through the source map.
    NODE_OPTIONS: '--enable-source-maps',
    TABLE_NAME: tableName,
    POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
    // The interface description's version names the commit deployed; a bundle has no git to ask.
    ...(revision ? { API_REVISION: revision } : {}),
    ...Object.fromEntries(queuesUsedBy(spec).map((queue) => [queueUrlVariable(queue), queueUrl(queue)])),
  };
}
