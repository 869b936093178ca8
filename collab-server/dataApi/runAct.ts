import type { AppContext } from '../context';
import type { Caller } from '../auth';
import { getDataPayloadSchema } from '../../realtime/protocol/dataApi/getData';
import { getFormPayloadSchema } from '../../realtime/protocol/dataApi/getForm';
import { setDataPayloadSchema } from '../../realtime/protocol/dataApi/setData';
import { type DataRequest } from '../../realtime/protocol/dataApi/dataRequest';
import { parseInput } from '../problems';
import { getData } from './getData';
import { getForm } from './getForm';
import { setData } from './setData';

/** Runs one data-API act for a caller; the payload is validated with the act's protocol schema. */
export async function runAct(ctx: AppContext, caller: Caller, request: DataRequest): Promise<unknown> {
  switch (request.act) {
    case 'get_data':
      return getData(ctx, caller, parseInput(getDataPayloadSchema, request.payload, 'get_data payload'));
    case 'get_form':
      return getForm(ctx, caller, parseInput(getFormPayloadSchema, request.payload, 'get_form payload'));
    case 'set_data':
    case 'set_data1':
      return setData(ctx, caller, parseInput(setDataPayloadSchema, request.payload, `${request.act} payload`), {
        trust: request.trust,
        returnRows: request.act === 'set_data1',
      });
  }
}
