import type { AppContext } from '../context';
import type { Caller } from '../auth';
import type { SetDataPayload, SetDataResult } from '../../realtime/protocol/dataApi/setData';
import { runSetDataCommand, writeOntology, writeRightsOf } from '../ontologyStore';

export type SetDataOptions = { trust: boolean; returnRows: boolean };

/** set_data / set_data1: the caller's rights, then every item in one transaction (checked entity by entity), all or nothing. */
export async function setData(ctx: AppContext, caller: Caller, payload: SetDataPayload, options: SetDataOptions): Promise<SetDataResult> {
  const rights = await writeRightsOf(ctx.db, caller);
  return writeOntology(ctx, 'setData', caller.user.id, (trx, recorder) =>
    runSetDataCommand(trx, { userId: caller.user.id, isAdmin: caller.user.is_admin, rights, payload, trust: options.trust, returnRows: options.returnRows, recorder }),
  );
}
