// The imports domain's public entry: what other domains use of it, and the only file they import it through.
export { campaignImports } from './campaign-imports.js';
export { importRows } from './import-rows.js';
export { imports } from './imports.js';
export { propertyImports } from './property-imports.js';
export { webhookPayload } from './webhook/webhook-payload.js';
export { apiRowsBody, MAX_ROWS_PER_REQUEST } from './api-rows.js';
export { uploadFileBody } from './files/file-upload.js';
