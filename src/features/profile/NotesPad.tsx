import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenStore } from '../../api/auth/tokenStore';
import { basePath } from '../../api/basePath';
import { relayBaseUrl } from '../../../realtime/yjs/relayUrl';
import type { NotesConnection, RelayStatus } from '../../../realtime/yjs/notesConnection';

const STATUS_STYLE: Record<RelayStatus, string> = {
  connecting: 'bg-gray-400',
  connected: 'bg-green-600',
  disconnected: 'bg-amber-500',
};

/**
 * The user's personal notepad (the Y.Doc `notes:{userId}`), edited live from every tab and
 * device of theirs. Until the first sync the field is read-only, so nothing typed is shown over
 * a text still loading; after that it stays editable offline.
 */
export function NotesPad({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState<RelayStatus>('connecting');
  const [loaded, setLoaded] = useState(false);
  const [others, setOthers] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!tokenStore.token()) return;
    let session: NotesConnection | null = null;
    let unbind: (() => void) | null = null;
    let cancelled = false;
    // yjs and y-websocket come with the notepad, never with the first screen
    import('../../../realtime/yjs/notesConnection').then(
      ({ openNotesConnection }) => {
        if (cancelled || !textarea.current) return;
        session = openNotesConnection({
          relayUrl: relayBaseUrl(window.location, basePath()),
          userId,
          token: tokenStore.token,
          onStatus: setStatus,
          onSynced: (synced) => synced && setLoaded(true),
          onPresence: setOthers,
        });
        unbind = session.bind(textarea.current);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      unbind?.();
      session?.destroy();
    };
  }, [userId]);

  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="notes-pad">
      <p className="text-gray-600">{t('profile.notes.hint')}</p>
      <textarea
        ref={textarea}
        className="min-h-48 w-full resize-y rounded border border-gray-300 p-3 font-mono text-sm text-gray-900 focus:border-primary focus:outline-none read-only:bg-gray-50"
        aria-label={t('profile.notes.title')}
        placeholder={loaded ? t('profile.notes.placeholder') : t('profile.notes.loading')}
        readOnly={!loaded}
        data-testid="notes-text"
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-gray-600">
        {failed ? (
          <span role="alert" className="text-red-700">
            {t('profile.notes.loadFailed')}
          </span>
        ) : (
          <span className="flex items-center gap-1.5" data-testid="notes-status" data-status={status}>
            <span className={`inline-block h-2 w-2 rounded-full ${STATUS_STYLE[status]}`} aria-hidden="true" />
            {t(`profile.notes.status.${status}`)}
          </span>
        )}
        {others > 0 && <span data-testid="notes-others">{t('profile.notes.others', { count: others })}</span>}
      </div>
    </div>
  );
}
