import type { z } from 'zod';
import { apiFetch, ApiError } from './apiFetch';
import { runDeferred, type DeferredOptions } from './deferredRequest';
import { tokenStore } from './auth/tokenStore';
import { authApi } from './auth/authApi';
import { appPath, isSigningOut, signInPagePath } from './auth/signInNavigation';
import { shellState } from '../state/shellState';
import { errorText } from './errorText';
import { getDataResultSchema, type GetDataPayload, type GetDataResult } from '../../realtime/protocol/dataApi/getData';
import { getFormResultSchema, type GetFormPayload, type GetFormResult } from '../../realtime/protocol/dataApi/getForm';
import { setDataResultSchema, type SetDataResult, type SetItem } from '../../realtime/protocol/dataApi/setData';
import { type DataAct } from '../../realtime/protocol/dataApi/dataRequest';

/**
 * The browser's client of the generic data API (platform spec §7): every call carries the stored
 * data session, `trust` and the tab's id; set_data adds the user id and the page; a call refused
 * for its session refreshes the session once and is repeated; deferred calls are polled.
 */

const TAB_KEY = 'osa-tab-session-id';

/** One id per browser tab, kept across reloads of that tab (sessionStorage is per tab). */
export function tabSessionId(): string {
  let id = sessionStorage.getItem(TAB_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(TAB_KEY, id);
  }
  return id;
}

export type DataCallOptions = {
  /** false: the server strips HTML from text values before storing them. */
  trust?: boolean;
  /** Run as a long-running request and poll it (platform spec §4). */
  deferred?: boolean;
  onProgress?: DeferredOptions['onProgress'];
};

function envelope(act: DataAct, payload: Record<string, unknown>, trust: boolean) {
  const writes = act === 'set_data' || act === 'set_data1';
  const extra = writes ? { user_id: shellState.user?.id, url: window.location.href } : {};
  return { act, session: tokenStore.session() ?? undefined, trust, payload: { tab_session_id: tabSessionId(), ...extra, ...payload } };
}

let refreshing: Promise<void> | null = null;

/**
 * The server did not accept the call's credentials: ask for a data session again (several calls
 * failing at once share one attempt). When that fails too, the user is signed out and sent to sign
 * in, where 'Не удалось обновить сессию источника данных' says why.
 */
function refreshDataSession(): Promise<void> {
  refreshing ??= authApi
    .dataSession({ signInOnUnauthorized: false })
    .then((session) => tokenStore.setSession(session))
    .catch((error: unknown) => {
      console.error('data session refresh failed', error);
      tokenStore.clear();
      window.location.assign(signInPagePath(appPath(window.location), 'session_refresh_failed'));
      throw new ApiError(errorText(error), 401, { noLog: true });
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function send(act: DataAct, payload: Record<string, unknown>, options: DataCallOptions): Promise<unknown> {
  const body = envelope(act, payload, options.trust ?? true);
  if (options.deferred) return runDeferred<unknown>(body, { onProgress: options.onProgress, call: (path, init) => apiFetch(path, { ...init, signInOnUnauthorized: false }) });
  return apiFetch<unknown>('data', { body, signInOnUnauthorized: false });
}

/** One data-API call; the answer is checked against its wire schema. */
export async function callDataApi<S extends z.ZodType>(schema: S, act: DataAct, payload: Record<string, unknown>, options: DataCallOptions = {}): Promise<z.infer<S>> {
  let answer: unknown;
  try {
    answer = await send(act, payload, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !tokenStore.token() || isSigningOut()) throw error;
    await refreshDataSession();
    answer = await send(act, payload, options);
  }
  return schema.parse(answer);
}

export function getData(payload: GetDataPayload, options?: DataCallOptions): Promise<GetDataResult> {
  return callDataApi(getDataResultSchema, 'get_data', payload, options);
}

export function getForm(payload: GetFormPayload, options?: DataCallOptions): Promise<GetFormResult> {
  return callDataApi(getFormResultSchema, 'get_form', payload, options);
}

/**
 * set_data: the changes in order, all or nothing. After a call that deleted instances their files
 * are removed (file/remove-all); that clean-up failing is only logged.
 */
export async function setData(data: SetItem[], options?: DataCallOptions): Promise<SetDataResult> {
  const result = await callDataApi(setDataResultSchema, 'set_data', { data }, options);
  const deleted = data.flatMap((item) => (item.op === 'del' ? [item.inst] : []));
  if (deleted.length > 0) {
    await apiFetch<unknown>('file/remove-all', { body: { ids: deleted, session: tokenStore.session() ?? undefined }, noLog: true }).catch((error: unknown) =>
      console.error('file/remove-all after set_data failed', error),
    );
  }
  return result;
}
