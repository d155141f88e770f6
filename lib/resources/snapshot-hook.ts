// Copies a referenced record (a view, an import, a pipeline) into a link record on write, as the specification's shapes carry it.
import { InvalidRequestError } from '../http/errors.js';
import type { Store } from '../store/store.js';
import type { Resource } from './define.js';
import type { BeforeWrite } from './engine.js';

export function snapshotHook(store: Store, link: { idField: string; source: Resource; into: string }): BeforeWrite {
  return async ({ org, data, current }) => {
    const id = data[link.idField];
    if (id === undefined || id === current?.[link.idField]) return data;
    const record = await store.get(link.source.entity, org, String(id));
    if (!record) {
      throw new InvalidRequestError(`No ${link.source.object} with id ${String(id)} exists.`, [
        { path: link.idField, message: `is not a ${link.source.object} of this organization` },
      ]);
    }
    return { ...data, [link.into]: link.source.present(record) };
  };
}
