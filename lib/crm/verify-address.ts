// POST /v5/email-addresses/{id}/verify: checks the address now (syntax, MX, disposable, role, provider) and stores what it found.
import { type ResourceAction, writeContextOf } from '../platform/resources/behaviour.js';
import { verifyAddress } from './address-verdict.js';

export const verifyAddressAction: ResourceAction = {
  method: 'POST',
  suffix: '/{id}/verify',
  access: 'write',
  bodyless: true,
  async serve({ engine, mx }, request, emailAddresses) {
    if (!mx) throw new Error('No MX lookup is wired to this function');
    const id = request.pathParameters.id!;
    const ctx = writeContextOf(emailAddresses, request);
    const current = await engine.get(emailAddresses, ctx.org, id);
    const verdict = await verifyAddress(mx, String(current.email));
    const record = await engine.update(emailAddresses, ctx, id, {
      ...verdict,
      processedAt: engine.now().toISOString(),
    });
    return { body: record };
  },
};
