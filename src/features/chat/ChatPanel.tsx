import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ChatChannel, ChatUser } from '../../../realtime/protocol/chat';
import { errorText } from '../../api/errorText';
import { chatState } from './chatState';
import { openChannel, readWatchedChannel, reloadChannels } from './chatActions';
import { startDirect } from './chatApi';
import { channelTitle } from './channelTitle';
import { ChannelList } from './ChannelList';
import { ChannelMembers } from './ChannelMembers';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { NewChannelForm } from './NewChannelForm';
import { UserSearch } from './UserSearch';

type Mode = 'channels' | 'direct' | 'newChannel';
const headerButton = 'rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100';

/** The chat drawer's content: the channel list, a conversation, or starting one. */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const snap = useSnapshot(chatState);
  const [mode, setMode] = useState<Mode>('channels');
  const [showMembers, setShowMembers] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    chatState.panelOpen = true;
    void readWatchedChannel();
    return () => {
      chatState.panelOpen = false;
    };
  }, []);

  const active = snap.channels.find((c) => c.id === snap.activeId) as ChatChannel | undefined;
  const me = snap.me;

  async function startWith(user: ChatUser) {
    setFailure(null);
    try {
      const channel = await startDirect(user.id);
      await reloadChannels();
      setMode('channels');
      await openChannel(channel.id);
    } catch (error) {
      setFailure(t('chat.actionFailed', { error: errorText(error) }));
    }
  }

  function back() {
    chatState.activeId = null;
    setMode('channels');
    setShowMembers(false);
  }

  const inConversation = mode === 'channels' && active && me;
  const heading = inConversation ? channelTitle(active, me.id, t) : mode === 'direct' ? t('chat.newDirect') : mode === 'newChannel' ? t('chat.newChannel') : t('chat.title');

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="chat-panel">
      <header className="flex items-center gap-1 border-b border-slate-200 px-3 py-2.5">
        {(inConversation || mode !== 'channels') && (
          <button type="button" onClick={back} className={headerButton} aria-label={t('chat.back')} title={t('chat.back')} data-testid="chat-back">
            ←
          </button>
        )}
        <h2 className="min-w-0 flex-1 truncate font-semibold text-slate-800" data-testid="chat-heading">
          {heading}
        </h2>
        {inConversation && active.kind === 'channel' && (
          <button type="button" onClick={() => setShowMembers(!showMembers)} className={headerButton} aria-expanded={showMembers}>
            {t('chat.members')} ({active.members.length})
          </button>
        )}
        {!inConversation && mode === 'channels' && (
          <>
            <button type="button" onClick={() => setMode('direct')} className={headerButton} data-testid="chat-new-direct">
              {t('chat.newDirect')}
            </button>
            <button type="button" onClick={() => setMode('newChannel')} className={headerButton} data-testid="chat-new-channel-button">
              {t('chat.newChannel')}
            </button>
          </>
        )}
        <button type="button" onClick={onClose} className={headerButton} aria-label={t('chat.close')} title={t('chat.close')}>
          ✕
        </button>
      </header>
      {failure && <p className="px-4 pt-2 text-sm text-red-700">{failure}</p>}
      {inConversation ? (
        <>
          {showMembers && active.kind === 'channel' && <ChannelMembers channel={active} />}
          <MessageList channelId={active.id} />
          <Composer channel={active} myId={me.id} />
        </>
      ) : mode === 'direct' ? (
        <div className="flex min-h-0 flex-1 flex-col p-4">
          <UserSearch onPick={(u) => void startWith(u)} autoFocus />
        </div>
      ) : mode === 'newChannel' ? (
        <NewChannelForm onDone={() => setMode('channels')} />
      ) : (
        <ChannelList />
      )}
    </div>
  );
}
