import { cacheClearResultSchema } from '../../../../realtime/protocol/dataApi/commandCache';
import type { GetDataResult } from '../../../../realtime/protocol/dataApi/getData';
import { META_CLASS } from '../../../../realtime/protocol/metaModel';
import { request } from '../api/adminRequest';
import { getData, setData } from '../../../app/api/dataApi';
import { instancesFromRows } from '../api/dataRows';
import { newInstanceId } from '../api/newInstanceId';
import { COMMAND_FIELDS, commandFromRecord, commandSetItems, type CommandForm, type CommandRecord } from './commandRecords';

const COMMAND_LIMIT = 10_000;
/** The run preview shows the first rows only: enough to see the query does what it should. */
const RUN_PREVIEW_LIMIT = 20;

export async function listCommands(): Promise<CommandRecord[]> {
  const result = await getData({ class: META_CLASS.Command, fields: COMMAND_FIELDS, sort: { prop: 'name', dir: 'asc' }, limit: COMMAND_LIMIT });
  return instancesFromRows(result.rows).map(commandFromRecord);
}

/** Creates or updates a command; answers its id. */
export async function saveCommand(form: CommandForm, existing: CommandRecord | null): Promise<string> {
  // a new command gets its id here, so it is known without reading it back from the answer
  const id = existing?.id ?? newInstanceId();
  const items = commandSetItems(form, existing, id);
  if (items.length > 0) await setData(items);
  return id;
}

export const deleteCommand = (id: string) => setData([{ op: 'del', inst: id }]);
export const runCommand = (name: string): Promise<GetDataResult> => getData({ command: name, limit: RUN_PREVIEW_LIMIT });
export const clearCommandCache = (name: string) => request(cacheClearResultSchema, `utils/cache/command/${encodeURIComponent(name)}`, { method: 'DELETE' });
