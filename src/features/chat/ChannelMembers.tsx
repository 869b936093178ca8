import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatChannel, ChatUser } from '../../../realtime/protocol/chat';
import { errorText } from '../../api/errorText';
import { addMembers, leaveChannel, removeMember } from './chatApi';
import { reloadChannels } from './chatActions';
import { chatState } from './chatState';
import { UserSearch } from './UserSearch';

/** Members of a named channel: its creator (or an administrator) adds and removes them; anyone may leave. */
export function ChannelMembers({ channel }: { channel: ChatChannel }) {
  const { t } = useTranslation();
  const me = chatState.me!;
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const manages = channel.creatorId === me.id || me.isAdmin;

  async function act(work: () => Promise<unknown>) {
    setFailure(null);
    try {
      await work();
      await reloadChannels();
    } catch (error) {
      setFailure(t('chat.actionFailed', { error: errorText(error) }));
    }
  }

  async function add(user: ChatUser) {
    setAdding(false);
    await act(() => addMembers(channel.id, [user.id]));
  }

  async function leave() {
    await act(() => leaveChannel(channel.id));
    chatState.activeId = null;
  }

  return (
    <section className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm" data-testid="chat-members">
      <h3 className="mb-1 font-medium text-slate-700">{t('chat.members')}</h3>
      <ul className="flex flex-wrap gap-1.5">
        {channel.members.map((m) => (
          <li key={m.id} className="flex items-center gap-1 rounded-full bg-white px-2 py-0.5 ring-1 ring-slate-200">
            {m.name}
            {manages && m.id !== me.id && (
              <button type="button" onClick={() => void act(() => removeMember(channel.id, m.id))} className="text-slate-400 hover:text-red-700" aria-label={t('chat.remove', { name: m.name })}>
                ✕
              </button>
            )}
          </li>
        ))}
      </ul>
      {adding && (
        <div className="mt-2 max-h-60">
          <UserSearch onPick={(u) => void add(u)} exclude={channel.members.map((m) => m.id)} autoFocus />
        </div>
      )}
      <div className="mt-2 flex gap-3">
        {manages && !adding && (
          <button type="button" onClick={() => setAdding(true)} className="text-primary hover:underline">
            {t('chat.addMember')}
          </button>
        )}
        <button type="button" onClick={() => void leave()} className="text-red-700 hover:underline">
          {t('chat.leave')}
        </button>
      </div>
      {failure && <p className="mt-1 text-red-700">{failure}</p>}
    </section>
  );
}
