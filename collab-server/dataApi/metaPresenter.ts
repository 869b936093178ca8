import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { DATA_TYPES, META_CLASS, META_PROP, USER_MARKER } from '../../realtime/protocol/metaModel';
import { PROP_ALIASES } from '../../realtime/protocol/dataApi/getData';
import type { MetaProp, MetaResponse } from '../../realtime/protocol/dataApi/meta';
import { loadKnownProperties, resolvePropRef } from '../ontologyStore';

/** The meta-model as GET /api/meta answers it; the properties as they are stored now. */
export async function describeMeta(db: Kysely<Database>): Promise<MetaResponse> {
  const defs = await loadKnownProperties(db, Object.values(META_PROP));
  const props = {} as Record<keyof typeof META_PROP, MetaProp>;
  for (const [key, id] of Object.entries(META_PROP) as Array<[keyof typeof META_PROP, string]>) {
    const def = defs.get(id);
    props[key] = {
      id,
      name: def?.name ?? key,
      kind: def?.kind ?? 'data',
      type: def?.type ?? 'string',
      label: def?.labels ?? {},
      domain: def?.domain ?? [],
      range: def?.range ?? null,
      min: def?.min ?? 0,
      max: def?.max ?? -1,
      readonly: def?.readonly ?? false,
    };
  }
  const aliases = Object.fromEntries(PROP_ALIASES.map((a) => [a, resolvePropRef(a)])) as MetaResponse['aliases'];
  return { classes: { ...META_CLASS }, props, dataTypes: [...DATA_TYPES], userMarker: USER_MARKER, aliases };
}
