import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chatState } from './chatState';
import { openChannel, reloadChannels } from './chatActions';
import { channelTitle } from './channelTitle';
import { messagePreview } from './messageMarkup';
import { messageTime } from './chatTime';
import type { ChatChannel } from '../../../realtime/protocol/chat';

/** The user's channels, newest conversation first, each with its unread count. */
export function ChannelList() {
  const { t } = useTranslation();
  const snap = useSnapshot(chatState);
  const me = snap.me;
  if (!me) return null;
  if (snap.loadFailed && !snap.loaded) {
    return (
      <div className="p-4 text-sm text-slate-600">
        <p>{t('chat.loadFailed')}</p>
        <button type="button" onClick={() => void reloadChannels()} className="mt-2 text-primary hover:underline">
          {t('chat.retry')}
        </button>
      </div>
    );
  }
  if (!snap.loaded) return <p className="p-4 text-sm text-slate-500">{t('chat.loading')}</p>;
  return (
    <ul className="min-h-0 flex-1 overflow-auto" data-testid="chat-channel-list">
      {snap.channels.map((channel) => {
        const title = channelTitle(channel as ChatChannel, me.id, t);
        const last = channel.lastMessage;
        return (
          <li key={channel.id}>
            <button
              type="button"
              onClick={() => void openChannel(channel.id)}
              className="flex w-full flex-col gap-0.5 border-b border-slate-100 px-4 py-2.5 text-left hover:bg-slate-50"
              data-testid="chat-channel"
              data-channel-kind={channel.kind}
              data-channel-title={title}
            >
              <span className="flex items-center gap-2">
                <span className={`min-w-0 flex-1 truncate text-sm ${channel.unread > 0 ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>
                  {channel.kind === 'channel' ? '# ' : ''}
                  {title}
                </span>
                {last && <time className="shrink-0 text-xs text-slate-500">{messageTime(last.createdAt)}</time>}
                {channel.unread > 0 && (
                  <span className="shrink-0 rounded-full bg-amber-400 px-2 text-xs font-semibold text-slate-900" aria-label={t('chat.unread', { count: channel.unread })} data-testid="chat-channel-unread">
                    {channel.unread}
                  </span>
                )}
              </span>
              {last && (
                <span className="truncate text-xs text-slate-500">
                  {last.authorId === me.id ? t('chat.you') : last.authorName}: {messagePreview(last.text)}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
