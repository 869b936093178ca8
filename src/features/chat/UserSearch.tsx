import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatUser } from '../../../realtime/protocol/chat';
import { useUserSearch } from './useUserSearch';

/** A search box with the users it finds; picking one calls `onPick` (start a conversation, add a member). */
export function UserSearch({ onPick, exclude = [], autoFocus = false }: { onPick: (user: ChatUser) => void; exclude?: readonly string[]; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { users, searching } = useUserSearch(query);
  const shown = users.filter((u) => !exclude.includes(u.id));
  return (
    <div className="flex min-h-0 flex-col gap-2" data-testid="chat-user-search">
      <input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('chat.findUser')}
        aria-label={t('chat.findUser')}
        autoFocus={autoFocus}
        className="rounded border border-slate-300 px-3 py-2 text-sm focus:border-primary focus:outline-none"
      />
      <ul className="min-h-0 overflow-auto">
        {shown.map((user) => (
          <li key={user.id}>
            <button type="button" onClick={() => onPick(user)} className="flex w-full items-baseline gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-primary-light" data-testid="chat-user-option">
              <span className="font-medium text-slate-800">{user.name}</span>
              <span className="text-xs text-slate-500">@{user.login}</span>
            </button>
          </li>
        ))}
      </ul>
      {!searching && shown.length === 0 && <p className="px-2 text-sm text-slate-500">{t('chat.nobodyFound')}</p>}
    </div>
  );
}
