import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { CHAT_DRAWER_MAX_WIDTH } from '../../state/drawerSettings';
import { slotFilling } from '../featureHost/featureHost';

/**
 * Starts the chat's watcher once a signed-in user is known and the chat section is accessible:
 * the unread dot is right from the first screen and stays live, whether or not the drawer is open.
 * The watcher (and the event bus it subscribes to) is imported lazily, through the chat feature's slot.
 */
function useChatWatcher(): void {
  const snap = useSnapshot(shellState);
  const user = snap.user;
  const accessible = snap.settings?.sections.chat !== false;
  const userId = user && user.isAuthenticated && !user.isPublic && accessible ? user.id : null;
  const login = user?.login ?? '';
  const isAdmin = user?.isAdmin ?? false;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const chat = slotFilling('chatDrawer');
    if (!chat) return;
    void chat.loadWatcher().then((watcher) => {
      if (!cancelled) stop = watcher.startChatWatcher({ id: userId, login, isAdmin });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, login, isAdmin]);
}

/** The right chat drawer (at most 600 px); its content is the chat feature's panel. */
export function ChatDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  useChatWatcher();
  // the chat's code and strings load with the drawer's first opening, not with the first screen
  const ChatPanel = slotFilling('chatDrawer')?.Panel;
  if (!open || !ChatPanel) return null;
  return (
    <aside className="flex w-[28rem] shrink-0 flex-col border-l border-slate-200 bg-white print:hidden" style={{ maxWidth: CHAT_DRAWER_MAX_WIDTH }} data-testid="chat-drawer" aria-label={t('shell.chat')}>
      <Suspense fallback={<p className="p-4 text-sm text-slate-500">…</p>}>
        <ChatPanel onClose={onClose} />
      </Suspense>
    </aside>
  );
}
