// Lambda entry of the local-inbox function; lib/app/function-table.ts says what it serves and how it is built.
import { buildHandler } from '../lib/app/build-handler.js';
import { localInboxFunction } from '../lib/app/functions/local-inbox.js';

export const handler = await buildHandler(localInboxFunction);
