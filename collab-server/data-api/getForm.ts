import type { AppContext } from '../context';
import type { Caller } from '../auth/caller';
import type { GetFormPayload, GetFormResult } from '../../realtime/protocol/data';

export async function getForm(ctx: AppContext, caller: Caller, payload: GetFormPayload): Promise<GetFormResult> {
  void ctx; void caller; void payload;
  return { rows: [], count_rows: 0 };
}
