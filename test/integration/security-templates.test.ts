// Attacks with campaign templates (issue 22, items 13 and 14) on the real handlers: a template that would stall the
// sender is refused when saved, or fails only its own message at send time; a template never reads a file.
import { ulid } from 'ulid';
import { campaignContacts } from '../../lib/campaigns/model/campaign-contacts.js';
import { campaignSteps } from '../../lib/campaigns/model/campaign-steps.js';
import { systemContext } from '../../lib/campaigns/send/send-queue.js';
import { type ApiError, type ApiRecord, type ApiResponse, expectStatus } from '../support/api-client.js';
import { campaignOfSteps } from '../support/campaigns.js';
import { FILE_READS, LOOPS_OVER_TAGS, NESTED_LOOPS } from '../support/hostile-templates.js';
import { mailTo } from '../support/mailbox.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

const t = useTestRuntime({ scheduleTimers: false });

/** A refusal as the envelope tells it: status, code and the paths it names. */
const refusal = (response: ApiResponse<ApiError>) => ({
  status: response.status,
  code: response.body.code,
  paths: response.body.errors?.map((error) => error.path) ?? [],
});
const refusedNaming = (path: string) => ({ status: 400, code: 'invalid_request', paths: [path] });

async function contact(fields: Record<string, unknown> = {}): Promise<ApiRecord> {
  const email = `to-${ulid().toLowerCase()}@x.example`;
  return expectStatus<ApiRecord>(await t.api.post('/v5/contacts', { firstName: 'Ada', email, ...fields }), 201);
}

async function join(campaign: ApiRecord, joining: ApiRecord): Promise<ApiRecord> {
  return expectStatus<ApiRecord>(
    await t.api.post('/v5/campaign-contacts', { campaignId: campaign.id, contactId: joining.id }),
    201,
  );
}

/** The campaign contact once the sender has taken its first step (sent it, or held it back). */
function afterFirstStep(cc: ApiRecord) {
  return waitUntil(
    async () => (await t.store.get(campaignContacts.entity, t.org, cc.id))!,
    (record) => record.status !== 'ACTIVE' || record.stepIndex !== 0,
    'the sender to take the first step',
  );
}

describe('a template that would stall the sender', () => {
  it('is refused on save with 400 naming the field: steps, variants and drafts, created or updated', async () => {
    const campaign = expectStatus<ApiRecord>(await t.api.post('/v5/campaigns', { name: 'Loops' }), 201);
    const step = { campaignId: campaign.id, type: 'EMAIL', subject: 'Hi' };
    expect(refusal(await t.api.post('/v5/campaign-steps', { ...step, body: NESTED_LOOPS }))).toEqual(
      refusedNaming('body'),
    );
    const saved = expectStatus<ApiRecord>(await t.api.post('/v5/campaign-steps', { ...step, body: 'Hello.' }), 201);
    const patched = await t.api.patch(`/v5/campaign-steps/${saved.id}`, { subject: NESTED_LOOPS });
    expect(refusal(patched)).toEqual(refusedNaming('subject'));
    expect(patched.body.errors![0]!.message).toMatch(/costs more to parse or render than a message may/);
    const variant = await t.api.post('/v5/campaign-variants', { stepId: saved.id, subject: 'B', body: NESTED_LOOPS });
    expect(refusal(variant)).toEqual(refusedNaming('body'));
    const draft = await t.api.post('/v5/draft-emails', { to: 'a@x.example', subject: 'Hi', body: NESTED_LOOPS });
    expect(refusal(draft)).toEqual(refusedNaming('body'));
    const kept = expectStatus<ApiRecord>(await t.api.get(`/v5/campaign-steps/${saved.id}`), 200);
    expect(kept).toMatchObject({ subject: 'Hi', body: 'Hello.' });
  });

  it('fails at send time only the message whose render runs past its limit, with the reason; the others go', async () => {
    // Saved: for a contact without tags the loops cost nothing, so only the send meets what they cost.
    const campaign = await campaignOfSteps(
      t.api,
      [{ type: 'EMAIL', subject: 'Hi {{ firstName }}', body: `Hello {{ firstName }}.${LOOPS_OVER_TAGS}` }],
      true,
    );
    const heavy = await contact({ tags: Array.from({ length: 10 }, (_, index) => `tag-${index}`) });
    const light = await contact();
    const [heavyCc, lightCc] = [await join(campaign, heavy), await join(campaign, light)];

    const held = await afterFirstStep(heavyCc);
    expect(held).toMatchObject({ status: 'PAUSED', nextSendAt: null, stepIndex: 0 });
    expect(held.reason).toMatch(/^template_error: template render limit exceeded/);
    expect(await mailTo(t.runtime, heavy.email)).toHaveLength(0);

    expect(await afterFirstStep(lightCc)).toMatchObject({ status: 'COMPLETED', stepIndex: 1 });
    const [mail] = await mailTo(t.runtime, light.email);
    expect(mail!.text).toContain('Hello Ada.');
  });
});

describe('a template that would read a file', () => {
  it.each(FILE_READS)('is refused on save with 400 naming the field: %j', async (template) => {
    const draft = await t.api.post('/v5/draft-emails', { to: 'a@x.example', subject: 'Hi', body: template });
    expect(refusal(draft)).toEqual(refusedNaming('body'));
    expect(draft.body.errors![0]!.message).toMatch(/reads a file, and a campaign template reads none/);
    const campaign = expectStatus<ApiRecord>(await t.api.post('/v5/campaigns', { name: 'Files' }), 201);
    const step = await t.api.post('/v5/campaign-steps', { campaignId: campaign.id, subject: template, body: 'x' });
    expect(refusal(step)).toEqual(refusedNaming('subject'));
  });

  it('never reads one at send time, even from a template saved before the rule: that message fails instead', async () => {
    const campaign = await campaignOfSteps(t.api, [{ type: 'EMAIL', subject: 'Hi', body: 'Hello.' }], true);
    const [step] = expectStatus<ApiRecord[]>(
      await t.api.get(`/v5/campaign-steps?filter.campaignId.equals=${campaign.id}`),
      200,
    );
    await t.store.update(campaignSteps.entity, systemContext(t.org, 'test', 'test'), step!.id, () => ({
      body: "Here it is: {% include '.gitignore' %}",
    }));
    const reader = await contact();
    const held = await afterFirstStep(await join(campaign, reader));
    expect(held).toMatchObject({ status: 'PAUSED', nextSendAt: null, stepIndex: 0 });
    expect(held.reason).toMatch(/^template_error: .*reads a file/);
    expect(await mailTo(t.runtime, reader.email)).toHaveLength(0);
  });
});
