import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { SetItem } from '../../realtime/protocol/dataApi/setData';
import { META_CLASS, META_PROP, UUID_RE } from '../../realtime/protocol/metaModel';
import { mayEditIn, mayEditSomething, type EditRights } from '../../model/editRights';
import { mapsOfEntity } from '../../model/entityMaps';
import { loadAnchorMaps, loadEntityMaps } from '../access';
import { forbidden, type Problem } from '../problems';
import { resolvePropRef } from './propertyCatalog';
import type { InstanceState, WriteState } from './writeState';

export const RIGHTS_MESSAGES = {
  noRights: 'Недостаточно прав для изменения данных: изменять онтологию может редактор — роль назначает администратор',
  outsideMaps: (name: string): string => `Недостаточно прав для изменения данных: «${name}» не относится к картам онтологии, где вы редактор`,
  notMapEditor: (name: string): string => `Недостаточно прав для изменения данных: вы не редактор карты онтологии «${name}»`,
  notAuthor: (name: string): string => `Недостаточно прав для изменения данных: «${name}» может изменять только его автор`,
} as const;

/** Classes whose instances are their author's own (a saved graph, a text): made by anyone signed in, changed by the author. */
export const PERSONAL_CLASSES: readonly string[] = [META_CLASS.GraphConfig, META_CLASS.TextEditorDoc];
const META_CLASSES: readonly string[] = Object.values(META_CLASS);

const isPersonal = (inst: InstanceState): boolean => inst.classes.some((c) => PERSONAL_CLASSES.includes(c));

/** Why this caller may not change an entity of these maps. */
const refusal = (rights: EditRights, name: string): Problem => forbidden(mayEditSomething(rights) ? RIGHTS_MESSAGES.outsideMaps(name) : RIGHTS_MESSAGES.noRights);

/**
 * Before any item is applied: every stored entity an item changes or deletes belongs to a map the
 * caller edits (a personal one: is the caller's), and no item places an entity on a map the
 * caller does not edit. `state` holds the preloaded instances.
 */
export async function assertStoredEditable(trx: Kysely<Database>, rights: EditRights, userId: string, state: WriteState, items: readonly SetItem[]): Promise<void> {
  if (rights.all) return;
  const stored = [...new Set(items.flatMap((item) => (item.op !== 'new' && item.inst ? [item.inst] : [])))]
    .map((id) => state.get(id))
    .filter((inst): inst is InstanceState => inst !== undefined && !inst.isNew);
  for (const inst of stored.filter(isPersonal)) if (inst.author !== userId) throw forbidden(RIGHTS_MESSAGES.notAuthor(inst.name));
  const shared = stored.filter((inst) => !isPersonal(inst));
  const maps = await loadEntityMaps(trx, shared.map((inst) => inst.id));
  for (const inst of shared) if (!mayEditIn(rights, maps.get(inst.id) ?? [])) throw refusal(rights, inst.name);
  for (const item of items) {
    if ((item.op !== 'add' && item.op !== 'upd') || resolvePropRef(item.prop) !== META_PROP.inMap) continue;
    const map = typeof item.val === 'string' ? item.val.trim().toLowerCase() : '';
    if (UUID_RE.test(map) && !rights.maps.includes(map)) throw forbidden(RIGHTS_MESSAGES.notMapEditor(state.get(map)?.name ?? map));
  }
}

const refs = (state: WriteState, inst: InstanceState, prop: string): string[] => state.values(inst, prop).flatMap((v) => (v.r ? [v.r] : []));

/** What a new entity is built from, as the call left it: parents of a class, domain of a property, classes of an individual. */
function anchorsOf(state: WriteState, inst: InstanceState): string[] {
  if (inst.classes.includes(META_CLASS.Class)) return refs(state, inst, META_PROP.parents);
  return [...inst.classes.filter((c) => !META_CLASSES.includes(c)), ...refs(state, inst, META_PROP.domain)];
}

/**
 * After the items were applied: every entity the call created belongs to a map the caller edits,
 * by where it was placed or by what it is built from (model/entityMaps.ts) — anchors created in the
 * same call count by their own maps. Personal ones may be made by anyone signed in.
 */
export async function assertCreatedEditable(trx: Kysely<Database>, rights: EditRights, state: WriteState): Promise<void> {
  if (rights.all) return;
  const created = state.changes.flatMap((c) => (c.op === 'new' ? [state.live(c.entity)] : [])).filter((i): i is InstanceState => i !== undefined && !isPersonal(i));
  if (created.length === 0) return;
  const storedAnchors = created.flatMap((inst) => anchorsOf(state, inst)).filter((id) => !state.get(id)?.isNew);
  const anchorMaps = new Map(await loadAnchorMaps(trx, storedAnchors));
  const mapsOfNew = (inst: InstanceState, seen: Set<string>): string[] => {
    for (const anchor of anchorsOf(state, inst)) {
      const fresh = state.live(anchor);
      if (fresh?.isNew && !seen.has(anchor)) anchorMaps.set(anchor, mapsOfNew(fresh, new Set([...seen, anchor])));
    }
    const placement = { own: refs(state, inst, META_PROP.inMap), isMap: inst.classes.includes(META_CLASS.OntologyMap), anchors: anchorsOf(state, inst) };
    return mapsOfEntity(inst.id, placement, anchorMaps);
  };
  for (const inst of created) if (!mayEditIn(rights, mapsOfNew(inst, new Set([inst.id])))) throw refusal(rights, inst.name);
}
