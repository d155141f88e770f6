// Lambda entry of the resources function; lib/app/function-table.ts says what it serves and how it is built.
import { buildHandler } from '../lib/app/build-handler.js';
import { resourcesFunction } from '../lib/app/functions/resources.js';

export const handler = await buildHandler(resourcesFunction);
