// Copies a referenced record (a view, an import, a pipeline) into a link record on write, as the specification's shapes carry it.
import { InvalidRequestError } from '../http/errors.js';
import { onCreateAndUpdate, type WriteHooks } from './behaviour.js';
import type { Resource } from './define.js';

export function snapshotHook(link: { idField: string; source: Resource; into: string }): WriteHooks {
  return onCreateAndUpdate(async ({ store, write, references }, data, current) => {
    const id = data[link.idField];
    if (id === undefined || id === current?.[link.idField]) return data;
    const { source } = link;
    const record = references?.get(String(id)) ?? (await store.get(source.entity, write.org, String(id)));
    if (!record) {
      throw new InvalidRequestError(`No ${source.object} with id ${String(id)} exists.`, [
        { path: link.idField, message: `is not a ${source.object} of this organization` },
      ]);
    }
    return { ...data, [link.into]: source.present(record) };
  });
}
