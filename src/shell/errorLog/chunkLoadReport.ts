import i18next from 'i18next';
import { hasMessage, showMessage, PERSISTENT } from '../../state/messageStore';
import { chunkNameOf } from '../lazyLoading/chunkLoadError';
import { logErrorToBackend } from './errorLog';
import { errorText } from '../../api/errorText';

export const CHUNK_LOAD_ERROR_KEY = 'chunk-load-error';

/**
 * The catalogue's chunk-load failure: a persistent error with Refresh (a new release usually
 * removed the old chunks, and reloading fetches the new ones), shown once, and logged.
 */
export function reportChunkLoadError(error: unknown, fallbackName = ''): void {
  const name = chunkNameOf(error) || fallbackName;
  if (!hasMessage(CHUNK_LOAD_ERROR_KEY)) {
    showMessage({ text: i18next.t('platform.errors.chunkLoad', { name }), kind: 'error', timeout: PERSISTENT, refresh: true, key: CHUNK_LOAD_ERROR_KEY });
  }
  const message = errorText(error);
  void logErrorToBackend(`Chunk load failure: ${name}\n${message}`, 'unknown', error instanceof Error ? error.stack : undefined);
}
