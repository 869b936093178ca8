import { META_PROP } from '../../realtime/protocol/metaModel';
import { invalid } from '../problems';
import { chunks, IDS_PER_STATEMENT } from '../store';
import { caption, type WriteEnv } from './setItemValidation';
import type { PropertyDef } from './propertyCatalog';

/** The spec's message for a required field left empty. */
export const requiredMessage = (fieldCaption: string): string => `Поле "${fieldCaption}" обязательно для заполнения`;

/** Properties whose domain includes one of the classes: from the store, overridden by what the call changed. */
async function propertiesOfClasses(env: WriteEnv, classes: Set<string>): Promise<PropertyDef[]> {
  const ids = new Set<string>();
  for (const batch of chunks([...classes], IDS_PER_STATEMENT)) {
    const rows = await env.trx.selectFrom('vals').select('inst').distinct().where('prop', '=', META_PROP.domain).where('r', 'in', batch).execute();
    rows.forEach((r) => ids.add(r.inst));
  }
  await env.loader.load(ids, { withVals: true });
  for (const inst of env.state.withValues()) if (env.state.propertyDef(inst.id)) ids.add(inst.id);
  return [...ids].flatMap((id) => {
    const def = env.state.propertyDef(id);
    return def && def.min > 0 && def.domain.some((d) => classes.has(d)) ? [def] : [];
  });
}

/**
 * At the end of the call every instance it created or changed must have at least `min` values of
 * each property whose domain includes one of its classes or their ancestors.
 */
export async function assertRequiredFields(env: WriteEnv): Promise<void> {
  const targets = [...env.state.touched].flatMap(([id, item]) => {
    const inst = env.state.live(id);
    return inst?.vals ? [{ inst, item, classes: env.state.classesWithAncestors(inst) }] : [];
  });
  const allClasses = new Set(targets.flatMap((t) => [...t.classes]));
  if (allClasses.size === 0) return;
  const defs = await propertiesOfClasses(env, allClasses);
  // an instance whose values were read for some properties only gets the rest when one it lacks is checked
  const lacking = targets.filter(({ inst, classes }) => inst.partial && defs.some((def) => def.domain.some((d) => classes.has(d)) && !inst.partial?.has(def.id)));
  await env.loader.load(
    lacking.map((t) => t.inst.id),
    { withVals: true },
  );
  for (const { inst, item, classes } of targets) {
    for (const def of defs) {
      if (!def.domain.some((d) => classes.has(d))) continue;
      if (env.state.values(inst, def.id).length < def.min) throw invalid(`${requiredMessage(caption(def))} (data[${item}])`);
    }
  }
}
