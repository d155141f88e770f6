// The set-up of an integration file in one call: its runtime, a seeded key and its client, a store on its table and a log of its queue deliveries, checked after each test and stopped after all.
import type { LocalRuntime } from '../../infra/local/runtime.js';
import { createDocumentClient } from '../../lib/platform/aws/clients.js';
import { createStore, type Store } from '../../lib/platform/store/store.js';
import { api as apiFor, type Api } from './api-client.js';
import { type DeliveryLog, recordDeliveries } from './deliveries.js';
import { startTestRuntime, testDocumentClient } from './runtime.js';
import { type SeededKey, seedApiKey } from './seed.js';

export type TestRuntimeOptions = NonNullable<Parameters<typeof startTestRuntime>[0]> & {
  /**
   * After each test, expect no table call outside the functions' grants so far (default true). Only a file that
   * provokes denials on purpose turns it off, and checks them itself.
   */
  expectNoGrantDenials?: boolean;
  /** Seed the key (default true); a file that counts every item of the table turns it off, and has no key, org or api. */
  seedKey?: boolean;
};

/** What useTestRuntime fills in before the file's first test; reading it earlier (at module scope) throws. */
export interface TestRuntime {
  runtime: LocalRuntime;
  /** An API key with every scope (`*:write`), of an organization of its own. */
  key: SeededKey;
  /** The key's organization. */
  org: string;
  /** The API, called with the key. */
  api: Api;
  /** The store on the runtime's table, for what a test reads or writes beside the API. */
  store: Store;
  /** Every delivery of the runtime's queues since it started. */
  deliveries: DeliveryLog;
}

const FILLED_IN_BEFORE_ALL = ['runtime', 'key', 'org', 'api', 'store', 'deliveries'] as const;

/**
 * Registers the file's hooks: beforeAll starts its runtime on the shared emulators (with `options`, or what the
 * function answers then, for a file whose options come from servers its own earlier beforeAll started) and seeds a key (unless seedKey is false);
 * afterEach sets the runtime's clock back to the machine's and expects no grant denials; afterAll stops it all. Call it
 * at the top of the file, before its own hooks, which then run after these.
 */
export function useTestRuntime(options: TestRuntimeOptions | (() => TestRuntimeOptions) = {}): TestRuntime {
  const filled: Partial<TestRuntime> = {};
  const fixture = {} as TestRuntime;
  for (const name of FILLED_IN_BEFORE_ALL)
    Object.defineProperty(fixture, name, {
      enumerable: true,
      get: () => {
        const value = filled[name];
        if (value === undefined)
          throw new Error(
            `useTestRuntime: no ${name} (beforeAll fills it in, and key, org and api unless seedKey is false)`,
          );
        return value;
      },
    });
  const client = testDocumentClient();
  /** The store's client on a runtime with emulators of its own (ownEmulators). */
  let ownClient: ReturnType<typeof createDocumentClient> | undefined;
  let expectNoGrantDenials = true;

  beforeAll(async () => {
    const {
      expectNoGrantDenials: check = true,
      seedKey = true,
      ...runtimeOptions
    } = typeof options === 'function' ? options() : options;
    expectNoGrantDenials = check;
    const runtime = await startTestRuntime(runtimeOptions);
    filled.runtime = runtime;
    filled.deliveries = recordDeliveries(runtime);
    filled.store = createStore({
      client: runtimeOptions.ownEmulators ? (ownClient = createDocumentClient(runtime.dynamodbEndpoint)) : client,
      tableName: runtime.tableName,
    });
    if (!seedKey) return;
    const key = await seedApiKey(runtime);
    Object.assign(filled, { key, org: key.org, api: apiFor(runtime, key) });
  });

  afterEach(() => {
    filled.runtime?.setClock(null);
    if (expectNoGrantDenials && filled.runtime) expect(filled.runtime.tableGrantDenials).toEqual([]);
  });

  afterAll(async () => {
    filled.deliveries?.stop();
    await filled.runtime?.stop();
    client.destroy();
    ownClient?.destroy();
  });

  return fixture;
}
