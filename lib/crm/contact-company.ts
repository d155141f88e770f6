// Copies a contact's company (id, name, domain) into the contact on write, so lists show and search it without a join.
import { InvalidRequestError } from '../platform/http/errors.js';
import { onCreateAndUpdate } from '../platform/resources/behaviour.js';
import { companies } from './companies.js';

export const contactCompanyHook = onCreateAndUpdate(async ({ store, write, references }, data, current) => {
  if (!('companyId' in data) || data.companyId === current?.companyId) return data;
  if (data.companyId === null) return { ...data, company: null };
  // A writer that creates the company in the same transaction passes its copy along; callers cannot set `company`.
  if ((data.company as { id?: unknown } | null | undefined)?.id === data.companyId) return data;
  const company =
    references?.get(String(data.companyId)) ?? (await store.get(companies.entity, write.org, String(data.companyId)));
  if (!company) {
    throw new InvalidRequestError(`No company with id ${String(data.companyId)} exists.`, [
      { path: 'companyId', message: 'is not a company of this organization' },
    ]);
  }
  return { ...data, company: { id: company.id, name: company.name, domain: company.domain ?? null } };
});
