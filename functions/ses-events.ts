// Lambda entry of the ses-events function; lib/app/function-table.ts says what it serves and how it is built.
import { buildHandler } from '../lib/app/build-handler.js';
import { sesEventsFunction } from '../lib/app/functions/ses-events.js';

export const handler = await buildHandler(sesEventsFunction);
