import { useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ChatChannel, ChatUser } from '../../../realtime/protocol/chat';
import { CHAT_LIMITS } from '../../../realtime/protocol/chat';
import { errorText } from '../../api/errorText';
import { sendMessage } from './chatActions';
import { insertMention, mentionAtCaret, type MentionQuery } from './mentionQuery';
import { useMentionSuggestions } from './useMentionSuggestions';

/** The message box: Enter sends, Shift+Enter starts a new line, `@` offers the people to mention. */
export function Composer({ channel, myId }: { channel: ChatChannel; myId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [highlight, setHighlight] = useState(0);
  const area = useRef<HTMLTextAreaElement>(null);
  const suggestions = useMentionSuggestions(channel, mention?.query ?? null, myId);
  const offering = mention !== null && suggestions.length > 0;

  function follow(value: string, caret: number) {
    setText(value);
    setMention(mentionAtCaret(value, caret));
    setHighlight(0);
  }

  function pick(user: ChatUser) {
    const el = area.current;
    if (!el || !mention) return;
    const next = insertMention(text, el.selectionStart, mention, user.login);
    // the new text is committed at once and the caret put after the mention in the same turn: set
    // a frame later, it pulled back whatever the user had typed in between
    flushSync(() => {
      setText(next.value);
      setMention(null);
    });
    el.focus();
    el.setSelectionRange(next.caret, next.caret);
  }

  async function send() {
    if (!text.trim() || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await sendMessage(channel.id, text);
      setText('');
      setMention(null);
    } catch (error) {
      setFailure(t('chat.sendFailed', { error: errorText(error) }));
    } finally {
      setSending(false);
      area.current?.focus();
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (offering) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setHighlight((h) => (h + (e.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        pick(suggestions[Math.min(highlight, suggestions.length - 1)]!);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        setMention(null);
        return;
      }
    }
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  }

  return (
    <div className="relative border-t border-slate-200 p-3">
      {offering && (
        <ul className="absolute right-3 bottom-full left-3 mb-1 overflow-hidden rounded border border-slate-200 bg-white shadow-lg" role="listbox" data-testid="chat-mention-suggestions">
          {suggestions.map((user, i) => (
            <li key={user.id} role="option" aria-selected={i === highlight}>
              <button
                type="button"
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(user);
                }}
                className={`flex w-full items-baseline gap-2 px-3 py-1.5 text-left text-sm ${i === highlight ? 'bg-primary-light' : 'hover:bg-slate-50'}`}
              >
                <span className="font-medium">{user.name}</span>
                <span className="text-xs text-slate-500">@{user.login}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="mb-2 text-sm text-red-700" role="alert">
          {failure}
        </p>
      )}
      <div className="flex items-end gap-2">
        <textarea
          ref={area}
          value={text}
          rows={2}
          maxLength={CHAT_LIMITS.textMax}
          onChange={(e) => follow(e.target.value, e.target.selectionStart)}
          onSelect={(e) => setMention(mentionAtCaret(e.currentTarget.value, e.currentTarget.selectionStart))}
          onKeyDown={onKeyDown}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          className="min-h-[2.5rem] flex-1 resize-none rounded border border-slate-300 px-3 py-2 text-sm focus:border-primary focus:outline-none"
          data-testid="chat-composer"
        />
        <button type="button" onClick={() => void send()} disabled={sending || !text.trim()} className="rounded bg-primary px-3 py-2 text-sm font-medium text-white hover:bg-primary-dark disabled:opacity-60" data-testid="chat-send">
          {t('chat.send')}
        </button>
      </div>
    </div>
  );
}
