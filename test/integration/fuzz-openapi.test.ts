// A seeded fuzzer driven by docs/openapi.json: malformed requests for every operation, no 5xx and the envelope on every 4xx;
// and bodies the document calls valid are not refused as invalid. FUZZ_SEED=<n> repeats a run.
import { allRoutes, type BoundRoute, PUBLIC } from '../../lib/app/function-table.js';
import { type SignedUpUser, signUpOwner } from '../support/accounts.js';
import { failuresOf } from '../support/concurrency.js';
import { leastValue } from '../support/document-values.js';
import { type Variant, variantsOf } from '../support/fuzz-variants.js';
import { type Answer, pathOf, routeKey, sendRaw, unlessSound } from '../support/hostile-http.js';
import { bodyComplaints, type DocumentedOperation, documentedOperations } from '../support/openapi-operations.js';
import { fuzzSeed, seededRandom } from '../support/seeded-random.js';
import { type SeededKey, seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

const SEED = fuzzSeed(22);
const VARIANTS_PER_OPERATION = 20;
/** Requests in flight at once: enough to keep the runtime busy, few enough for a loaded 2-core machine. */
const CONCURRENCY = 8;

const t = useTestRuntime();
/** The user whose token user-credential routes take; another one, spent by logging out. */
let owner: SignedUpUser;
let loggedOut: SignedUpUser;
beforeAll(async () => {
  console.log(`fuzz-openapi: seed ${SEED} (run again with FUZZ_SEED=${SEED} to repeat it)`);
  [owner, loggedOut] = await Promise.all([signUpOwner(t.runtime), signUpOwner(t.runtime)]);
});

const operations = documentedOperations();
const routes = new Map(allRoutes().map((route) => [routeKey(route), route]));

/** The credential an operation takes: none, a user's token, or the file's `*:write` key (for the 405s of read-only families too). */
function credentialOf(op: DocumentedOperation, key: SeededKey = t.key): Record<string, string> {
  const route: BoundRoute | undefined = routes.get(routeKey(op));
  if (route?.scope === PUBLIC) return { 'Content-Type': 'application/json' };
  if (route?.credential !== 'user') return key.headers;
  return route.path === '/v5/auth/logout' ? loggedOut.headers : owner.headers;
}

function headersOf(op: DocumentedOperation, variant: Variant): Record<string, string> {
  const headers: Record<string, string> = { ...credentialOf(op) };
  for (const [name, value] of Object.entries(variant.headers ?? {})) {
    for (const held of Object.keys(headers)) if (held.toLowerCase() === name.toLowerCase()) delete headers[held];
    if (value !== null) headers[name] = value;
  }
  return headers;
}

function bodyOf(op: DocumentedOperation, variant: Variant): string | Buffer | undefined {
  if (op.method === 'GET' || op.method === 'DELETE') return undefined;
  if (variant.body !== undefined) return variant.body;
  return op.body?.type === 'application/json' ? JSON.stringify(leastValue(op.body.schema)) : undefined;
}

const requestOf = (op: DocumentedOperation, variant: Variant) => ({
  url: `${t.runtime.url}${pathOf(op, variant.pathValues)}${variant.query === undefined ? '' : `?${variant.query}`}`,
  init: { method: op.method, headers: headersOf(op, variant), body: bodyOf(op, variant) },
});

/** Every operation's variants, made once from the seed: the same cases whichever part a failure shows up in. */
const cases = (() => {
  const random = seededRandom(SEED);
  return operations.map((op) => ({ op, variants: variantsOf(op, random, VARIANTS_PER_OPERATION) }));
})();

/**
 * The operations in parts of about 40, each a test of its own with its own timeout, so that a loaded machine (the suite
 * beside a benchmark and other work) slows each part rather than failing one long test: 193 s in all at a load of 15.
 */
const PARTS = 8;
const parts = Array.from({ length: PARTS }, (_, part) => cases.filter((_, index) => index % PARTS === part)).map(
  (part, index) => [`part ${index + 1} of ${PARTS} (${part.length} operations)`, part] as const,
);

describe(`malformed requests for every operation of docs/openapi.json (seed ${SEED})`, () => {
  it(`makes ${VARIANTS_PER_OPERATION} variants for each of the document's operations`, () => {
    expect(operations.length).toBeGreaterThan(280);
    const short = cases.filter(({ variants }) => variants.length < VARIANTS_PER_OPERATION);
    expect(short.map(({ op }) => routeKey(op))).toEqual([]);
  });

  it.each(parts)(
    'answers %s without a 5xx, and every 4xx in the envelope',
    async (_, part) => {
      const failures = await failuresOf(
        part.flatMap(({ op, variants }) => variants.map((variant) => ({ op, variant }))),
        async ({ op, variant }) => {
          const { url, init } = requestOf(op, variant);
          const failure = await sendRaw(url, init).then(unlessSound, (error: Error) => error.message);
          return failure && `[seed ${SEED}] ${routeKey(op)} (${variant.label}) ${url.slice(0, 200)}: ${failure}`;
        },
        CONCURRENCY,
      );
      expect(failures).toEqual([]);
    },
    // A safety net: the run takes well under two minutes alone, and longer while other files run beside it.
    600_000,
  );
});

/** `value` with each id of a family (`con_...`) replaced by the id of a record of that family created already. */
function withCreatedIds(value: unknown, created: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return created.get(/^([a-z]+)_[0-9A-Z]{26}$/.exec(value)?.[1] ?? '') ?? value;
  if (Array.isArray(value)) return value.map((item) => withCreatedIds(item, created));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withCreatedIds(item, created)]));
}

describe('bodies the document calls valid', () => {
  it("are not refused as invalid: every family's create, from the least body its schema takes", async () => {
    const creates = operations.filter(
      (op) =>
        op.method === 'POST' && routes.get(routeKey(op))?.fn.name === 'resources' && /^\/v5\/[a-z-]+$/.test(op.path),
    );
    expect(creates.length).toBeGreaterThan(30);
    // An organization of its own, whose names and unique values the malformed requests took none of.
    const key = await seedApiKey(t.runtime);
    const created = new Map<string, string>();
    const answers = new Map<DocumentedOperation, { body: unknown; answer: Answer }>();
    // Twice: a family whose records name another's is created once that other one has a record.
    for (const pass of [1, 2])
      for (const op of creates) {
        if (pass === 2 && answers.get(op)?.answer.status !== 400) continue;
        const body = withCreatedIds(leastValue(op.body!.schema), created);
        const answer = await sendRaw(`${t.runtime.url}${op.path}`, {
          method: 'POST',
          headers: credentialOf(op, key),
          body: JSON.stringify(body),
        });
        answers.set(op, { body, answer });
        const id = answer.status === 201 ? String(answer.body.unique_id ?? answer.body.id) : undefined;
        if (id) created.set(id.split('_')[0]!, id);
      }
    const refused = [...answers].flatMap(([op, { body, answer }]) =>
      answer.status === 400 && bodyComplaints(op, body).length === 0
        ? [`${routeKey(op)} ${JSON.stringify(body).slice(0, 300)}: ${answer.body.description}`]
        : [],
    );
    expect(refused).toEqual([]);
  });
});
