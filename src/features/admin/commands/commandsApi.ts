import { cacheClearResultSchema } from '../../../../realtime/protocol/dataApi/commandCache';
import { META_CLASS } from '../../../../realtime/protocol/metaModel';
import { byProp, ontologyClient, type EntityPage } from '../../ontology';
import { request } from '../api/adminRequest';
import { newInstanceId } from '../api/newInstanceId';
import { COMMAND_FIELDS, commandFromEntity, commandChanges, type CommandForm, type CommandRecord } from './commandRecords';

const COMMAND_LIMIT = 10_000;
/** The run preview shows the first rows only: enough to see the query does what it should. */
const RUN_PREVIEW_LIMIT = 20;

export async function listCommands(): Promise<CommandRecord[]> {
  const { entities } = await ontologyClient.read({ of: { class: META_CLASS.Command }, fields: COMMAND_FIELDS, sort: byProp('name'), limit: COMMAND_LIMIT });
  return entities.map(commandFromEntity);
}

/** Creates or updates a command; answers its id. */
export async function saveCommand(form: CommandForm, existing: CommandRecord | null): Promise<string> {
  // a new command gets its id here, so it is known without reading it back from the answer
  const id = existing?.id ?? newInstanceId();
  await ontologyClient.write(commandChanges(form, existing, id));
  return id;
}

export const deleteCommand = (id: string): Promise<void> => ontologyClient.remove(id);
export const runCommand = (name: string): Promise<EntityPage> => ontologyClient.runCommand(name, RUN_PREVIEW_LIMIT);
export const clearCommandCache = (name: string) => request(cacheClearResultSchema, `utils/cache/command/${encodeURIComponent(name)}`, { method: 'DELETE' });
