import type { AppContext } from '../context';
import type { Caller } from '../auth/caller';
import type { SetDataPayload, SetDataResult } from '../../realtime/protocol/dataApi/setData';
import { assertMayWriteData } from './writePolicy';
import { runSetDataCommand } from './setDataCommand';

export type SetDataOptions = { trust: boolean; returnRows: boolean };

/** set_data / set_data1: the caller's policy, then every item in one transaction, all or nothing. */
export async function setData(ctx: AppContext, caller: Caller, payload: SetDataPayload, options: SetDataOptions): Promise<SetDataResult> {
  await assertMayWriteData(ctx.db, caller);
  return ctx.db.transaction().execute((trx) =>
    runSetDataCommand(trx, { userId: caller.user.id, isAdmin: caller.user.is_admin, payload, trust: options.trust, returnRows: options.returnRows }),
  );
}
