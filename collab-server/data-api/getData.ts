import type { AppContext } from '../context';
import type { Caller } from '../auth/caller';
import type { GetDataPayload, GetDataResult } from '../../realtime/protocol/data';

export async function getData(ctx: AppContext, caller: Caller, payload: GetDataPayload): Promise<GetDataResult> {
  void ctx; void caller; void payload;
  return { rows: [], count_rows: 0 };
}
