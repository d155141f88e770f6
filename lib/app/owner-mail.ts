// Mail to an organization's owners from the deployment's own sender: what needs them (an endpoint disabled, say).
import { ownerAddresses } from '../auth/index.js';
import type { Store } from '../platform/store/store.js';
import { mailerOf } from './mailer.js';
import type { AppConfig } from './settings.js';

export function ownerMailOf(config: AppConfig, store: Store) {
  const mailer = mailerOf(config, store);
  return async (org: string, mail: { subject: string; text: string }): Promise<void> => {
    for (const to of await ownerAddresses(store, org)) await mailer.send({ to, ...mail });
  };
}
