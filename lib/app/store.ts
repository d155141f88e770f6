// The store on the configured table, through the process's document client: every function that uses the table has it.
import type { PlatformConfig } from '../platform/config.js';
import { createStore, type Store } from '../platform/store/store.js';
import { defaultDocumentClient } from './aws-clients.js';

export function storeOf(config: PlatformConfig): Store {
  return createStore({ client: defaultDocumentClient(config.aws), tableName: config.tableName() });
}
