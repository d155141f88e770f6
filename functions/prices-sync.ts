// Lambda entry of the prices-sync function; lib/app/function-table.ts says what it serves and how it is built.
import { buildHandler } from '../lib/app/build-handler.js';
import { build } from '../lib/app/handlers/prices-sync.js';

export const handler = await buildHandler(build);
