import type { AppContext } from '../context';
import type { Caller } from '../auth/caller';
import type { SetDataPayload, SetDataResult } from '../../realtime/protocol/data';

export type SetDataOptions = { trust: boolean; returnRows: boolean };

export async function setData(ctx: AppContext, caller: Caller, payload: SetDataPayload, options: SetDataOptions): Promise<SetDataResult> {
  void ctx; void caller; void payload; void options;
  return { rows: [], count_rows: 0 };
}
