import { ApiError } from '../../api/apiErrors';
import { isChunkLoadError } from '../lazyLoading/chunkLoadError';

export type ScriptErrorKind = 'ignore' | 'chunk' | 'api' | 'unexpected';

// browser noise that says nothing is wrong with the app
const HARMLESS = [/^ResizeObserver loop (limit exceeded|completed with undelivered notifications)/];

/**
 * How an uncaught error or unhandled rejection is reported: an API error as a generic error, a
 * missing chunk as a load error, a cancelled request not at all, anything else as the
 * unexpected-error notice.
 */
export function classifyScriptError(reason: unknown, message = ''): ScriptErrorKind {
  const text = reason instanceof Error ? reason.message : message;
  if (HARMLESS.some((pattern) => pattern.test(text))) return 'ignore';
  if (reason instanceof Error && reason.name === 'AbortError') return 'ignore';
  if (reason instanceof ApiError) return 'api';
  if (isChunkLoadError(reason ?? message)) return 'chunk';
  return 'unexpected';
}
