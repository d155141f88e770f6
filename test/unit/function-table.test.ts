// Unit tests of the function table helpers, and invariants of the real table that CDK and the local runtime both loop over.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  allRoutes,
  functionDefaults,
  functionTable,
  timeoutOf,
  visibilityTimeoutOf,
  type AppModel,
  type FunctionSpec,
} from '../../lib/app/function-table.js';
import { importWorkerAccess, resourcesAccess } from '../../lib/app/table-grants.js';
import { recordPartition } from '../../lib/platform/store/keys.js';

const partitionKeys = { records: recordPartition('*', '*') };

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

const worker: FunctionSpec = {
  name: 'import-worker',
  entry: 'functions/import-worker.ts',
  routes: [],
  table: importWorkerAccess,
  timeoutSeconds: 120,
  queues: { consumes: { queue: 'imports', batchSize: 5 } },
};
const mailer: FunctionSpec = {
  name: 'mailer',
  entry: 'functions/mailer.ts',
  routes: [],
  table: [{ actions: ['GetItem'], partitionKeys: [partitionKeys.records] }],
  queues: { consumes: { queue: 'mail', batchSize: 10 } },
};
const api: FunctionSpec = {
  name: 'contacts',
  entry: 'functions/contacts.ts',
  routes: [
    { method: 'GET', path: '/v5/contacts', scope: 'contacts:read' },
    { method: 'POST', path: '/v5/contacts', scope: 'contacts:write' },
  ],
  table: resourcesAccess,
  queues: { sends: ['imports'] },
};
const model: AppModel = {
  functions: [
    api,
    worker,
    mailer,
    {
      name: 'health',
      entry: 'functions/health.ts',
      routes: [{ method: 'GET', path: '/v5/health', scope: 'public' }],
      table: [],
    },
  ],
  queues: [
    { name: 'imports', maxReceiveCount: 3 },
    { name: 'mail', maxReceiveCount: 5 },
    { name: 'orphan', maxReceiveCount: 5 },
  ],
};

describe('function table helpers', () => {
  it('allRoutes lists every route with the function that serves it', () => {
    const routes = allRoutes(model);
    expect(routes.map((route) => `${route.method} ${route.path} -> ${route.fn.name}`)).toEqual([
      'GET /v5/contacts -> contacts',
      'POST /v5/contacts -> contacts',
      'GET /v5/health -> health',
    ]);
    expect(routes[1]!.scope).toBe('contacts:write');
    expect(routes[0]!.fn).toBe(api);
  });

  it('timeoutOf applies the default', () => {
    expect(timeoutOf(worker)).toBe(120);
    expect(timeoutOf(mailer)).toBe(functionDefaults.timeoutSeconds);
  });

  it('visibilityTimeoutOf is six times the consuming function timeout', () => {
    expect(visibilityTimeoutOf('imports', model)).toBe(720);
    expect(visibilityTimeoutOf('mail', model)).toBe(6 * functionDefaults.timeoutSeconds);
  });

  it('visibilityTimeoutOf falls back to six times the default timeout for a queue nobody consumes', () => {
    expect(visibilityTimeoutOf('orphan', model)).toBe(6 * functionDefaults.timeoutSeconds);
  });
});

describe('the real function table', () => {
  const routes = allRoutes();

  it('has routes', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it('puts every route under /v5/, /api/, /local/, /.well-known/ or /t/ (the tracking addresses in campaign mail), or at /docs (the reference page)', () => {
    const outside = routes
      .filter((route) => !/^\/(v5|api|local|\.well-known|t)\/|^\/docs$/.test(route.path))
      .map((route) => route.path);
    expect(outside).toEqual([]);
  });

  it('serves /local/ routes only from local-only functions, so the stack never deploys them', () => {
    const deployed = routes.filter(
      (route) => route.path.startsWith('/local/') && !route.fn.localOnly && !route.localOnly,
    );
    expect(deployed.map((route) => route.path)).toEqual([]);
  });

  it('never declares one method and path twice', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    const duplicates = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(duplicates).toEqual([]);
  });

  it('points every entry at a file that exists', () => {
    const missing = functionTable.map((fn) => fn.entry).filter((entry) => !existsSync(join(repositoryRoot, entry)));
    expect(missing).toEqual([]);
  });

  it('gives every function a unique kebab-case name', () => {
    const names = functionTable.map((fn) => fn.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });

  it('has at most one catch-all function', () => {
    expect(functionTable.filter((fn) => fn.catchAll).length).toBeLessThanOrEqual(1);
  });
});
