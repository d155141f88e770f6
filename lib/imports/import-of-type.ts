// The import an action on one type of import names: refused with a 400 naming `type` when it is of another.
import { InvalidRequestError } from '../platform/http/errors.js';
import type { Engine } from '../platform/resources/engine.js';
import type { Resource } from '../platform/resources/define.js';
import type { WriteContext } from '../platform/store/records.js';

/** What an action takes and from which type of import, as its refusal says. */
export interface ImportUse {
  type: string;
  /** The refusal's sentence after the import's own type, e.g. `files are uploaded to imports of type FILE_IMPORT`. */
  takes: string;
  /** The error on `type`, e.g. `must be FILE_IMPORT to take a file`. */
  field: string;
}

export async function importOfType(
  engine: Engine,
  imports: Resource,
  ctx: WriteContext,
  id: string,
  use: ImportUse,
): Promise<Record<string, unknown>> {
  const target = await engine.get(imports, ctx.org, id);
  if (target.type !== use.type)
    throw new InvalidRequestError(`The import ${id} is of type ${target.type}; ${use.takes}.`, [
      { path: 'type', message: use.field },
    ]);
  return target;
}
