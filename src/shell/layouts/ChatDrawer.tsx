import { useTranslation } from 'react-i18next';
import { CHAT_DRAWER_MAX_WIDTH } from './drawerSettings';

/**
 * The right chat drawer (at most 600 px). Channels, messages and unread counts arrive with the
 * real-time section; until then the drawer says so rather than pretending to be a chat.
 */
export function ChatDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <aside className="flex w-[28rem] shrink-0 flex-col border-l border-slate-200 bg-white print:hidden" style={{ maxWidth: CHAT_DRAWER_MAX_WIDTH }} data-testid="chat-drawer" aria-label={t('shell.chat')}>
      <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 className="font-semibold text-slate-800">{t('shell.chat')}</h2>
        <button type="button" onClick={onClose} className="rounded px-2 py-1 text-slate-500 hover:bg-slate-100" aria-label={t('shell.close')}>
          ✕
        </button>
      </header>
      <p className="p-4 text-sm text-slate-500">{t('shell.chatPending')}</p>
    </aside>
  );
}
