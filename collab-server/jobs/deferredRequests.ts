import type { AppContext } from '../context';
import type { Caller } from '../auth/caller';
import type { DataRequest } from '../../realtime/protocol/data';

export async function startDeferredRequest(ctx: AppContext, caller: Caller, request: DataRequest): Promise<string> {
  void ctx; void caller; void request;
  return '00000000-0000-4000-8000-000000000000';
}
