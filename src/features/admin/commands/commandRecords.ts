import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { change, firstValue, type OntologyChange, type OntologyEntity } from '../../ontology';

/** A named stored query: an instance of META_CLASS.Command. */
export type CommandRecord = { id: string; name: string; query: string; cacheSeconds: number; perUser: boolean; canDelete: boolean };
export type CommandForm = { name: string; query: string; cacheSeconds: number; perUser: boolean };

export const COMMAND_FIELDS = [META_PROP.query, META_PROP.cacheSeconds, META_PROP.perUser];

export function commandFromEntity(entity: OntologyEntity): CommandRecord {
  const query = firstValue(entity, META_PROP.query);
  const cacheSeconds = Number(firstValue(entity, META_PROP.cacheSeconds) ?? 0);
  return {
    id: entity.id,
    name: entity.name,
    query: typeof query === 'string' ? query : '',
    cacheSeconds: Number.isFinite(cacheSeconds) ? cacheSeconds : 0,
    perUser: firstValue(entity, META_PROP.perUser) === true,
    canDelete: entity.canDelete,
  };
}

/**
 * The changes that create a command (with the id given) or bring an existing one to the form's
 * values; an existing command gets only the changed properties.
 */
export function commandChanges(form: CommandForm, existing: CommandRecord | null, newId: string): OntologyChange[] {
  const inst = existing?.id ?? newId;
  const changes: OntologyChange[] = [];
  const name = form.name.trim();
  const query = form.query.trim();
  if (!existing) changes.push(change.create(META_CLASS.Command, inst, name));
  else if (name !== existing.name) changes.push(change.rename(inst, name));
  if (!existing || query !== existing.query) changes.push(change.set(inst, META_PROP.query, query));
  if (!existing || form.cacheSeconds !== existing.cacheSeconds) changes.push(change.set(inst, META_PROP.cacheSeconds, form.cacheSeconds));
  if (!existing || form.perUser !== existing.perUser) changes.push(change.set(inst, META_PROP.perUser, form.perUser));
  return changes;
}
