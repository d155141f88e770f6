// Copies a contact's company (id, name, domain) into the contact on write, so lists show and search it without a join.
import { InvalidRequestError } from '../platform/http/errors.js';
import { onCreateAndUpdate } from '../platform/resources/behaviour.js';
import { companies } from './companies.js';

export const contactCompanyHook = onCreateAndUpdate(async ({ store, write, references }, data, current) => {
  const { companyId, company: given } = data;
  if (!('companyId' in data) || companyId === current?.companyId) return data;
  if (companyId === null) return { ...data, company: null };
  // A writer that creates the company in the same transaction passes its copy along; callers cannot set `company`.
  if (typeof given === 'object' && given !== null && 'id' in given && given.id === companyId) return data;
  const company =
    typeof companyId === 'string'
      ? (references?.get(companyId) ?? (await store.get(companies.entity, write.org, companyId)))
      : undefined;
  if (!company) {
    throw new InvalidRequestError(`No company with id ${String(companyId)} exists.`, [
      { path: 'companyId', message: 'is not a company of this organization' },
    ]);
  }
  return { ...data, company: { id: company.id, name: company.name, domain: company.domain ?? null } };
});
