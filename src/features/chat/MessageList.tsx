import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ChatMessageEvent } from '../../../realtime/protocol/chat';
import { chatState } from './chatState';
import { loadEarlier } from './chatActions';
import { messageTime } from './chatTime';
import { MessageText } from './MessageText';

function MessageItem({ message, me }: { message: Readonly<Omit<ChatMessageEvent, 'mentions'>> & { mentions: readonly string[] }; me: { id: string; login: string } }) {
  const { t } = useTranslation();
  const mine = message.authorId === me.id;
  const mentionsMe = message.mentions.includes(me.id);
  return (
    <li className={`rounded px-3 py-1.5 ${mentionsMe ? 'border-l-4 border-amber-400 bg-amber-50' : ''}`} data-testid="chat-message" data-seq={message.seq} title={mentionsMe ? t('chat.mentionsMe') : undefined}>
      <div className="flex items-baseline gap-2">
        <span className={`text-sm font-semibold ${mine ? 'text-primary' : 'text-slate-800'}`}>{mine ? t('chat.you') : message.authorName}</span>
        <time className="text-xs text-slate-500" dateTime={message.createdAt}>
          {messageTime(message.createdAt)}
        </time>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-800" data-testid="chat-message-text">
        <MessageText text={message.text} myLogin={me.login} />
      </p>
    </li>
  );
}

/** The conversation, oldest at the top; it stays at the bottom as messages come, and keeps its place when earlier ones load. */
export function MessageList({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const snap = useSnapshot(chatState);
  const page = snap.messages[channelId];
  const box = useRef<HTMLDivElement>(null);
  const firstSeq = page?.items[0]?.seq;
  const lastSeq = page?.items[page.items.length - 1]?.seq;
  const heightBefore = useRef<{ first: string | undefined; height: number } | null>(null);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = heightBefore.current;
    if (before && before.first !== firstSeq) el.scrollTop += el.scrollHeight - before.height;
    else el.scrollTop = el.scrollHeight;
    heightBefore.current = null;
  }, [firstSeq, lastSeq]);

  function earlier() {
    if (box.current) heightBefore.current = { first: firstSeq, height: box.current.scrollHeight };
    void loadEarlier(channelId);
  }

  if (!snap.me) return null;
  return (
    <div ref={box} className="min-h-0 flex-1 overflow-auto py-2" data-testid="chat-messages">
      {page?.hasMore && (
        <div className="px-3 pb-2 text-center">
          <button type="button" onClick={earlier} disabled={page.loading} className="text-sm text-primary hover:underline disabled:opacity-60" data-testid="chat-load-earlier">
            {t('chat.loadEarlier')}
          </button>
        </div>
      )}
      {page && !page.loading && page.items.length === 0 && <p className="px-4 py-6 text-center text-sm text-slate-500">{t('chat.noMessages')}</p>}
      {!page && <p className="px-4 py-6 text-center text-sm text-slate-500">{t('chat.loading')}</p>}
      <ul className="flex flex-col gap-1">
        {page?.items.map((m) => (
          <MessageItem key={m.id} message={m} me={snap.me!} />
        ))}
      </ul>
    </div>
  );
}
