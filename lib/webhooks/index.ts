// The webhooks domain's public entry: endpoints and deliveries, the event catalogue, the dispatcher, the sender and the tick.
export { webhookDeliveries } from './webhook-deliveries.js';
export { webhookEndpoints } from './webhook-endpoints.js';
export { eventTypesOf } from './event-types.js';
export { createStreamDispatcher } from './dispatch.js';
export { createDeliverySender, type DeliveryMessage } from './deliver.js';
export { createWebhookTick, webhookTickTableUse } from './webhook-tick.js';
export { webhookTableUse } from './webhook-table-use.js';
