import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatUser } from '../../../realtime/protocol/chat';
import { CHAT_LIMITS } from '../../../realtime/protocol/chat';
import { errorText } from '../../api/errorText';
import { primaryButton, quietButton } from '../../components/buttonClasses';
import { createChannel } from './chatApi';
import { openChannel, reloadChannels } from './chatActions';
import { UserSearch } from './UserSearch';

/** A named channel: its name and the first members (more can be added later). */
export function NewChannelForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [members, setMembers] = useState<ChatUser[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return;
    setSaving(true);
    try {
      const channel = await createChannel(name.trim(), members.map((m) => m.id));
      await reloadChannels();
      onDone();
      await openChannel(channel.id);
    } catch (error) {
      setFailure(t('chat.actionFailed', { error: errorText(error) }));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex min-h-0 flex-1 flex-col gap-3 p-4" data-testid="chat-new-channel">
      <input value={name} onChange={(e) => setName(e.target.value)} maxLength={CHAT_LIMITS.channelNameMax} placeholder={t('chat.channelName')} aria-label={t('chat.channelName')} autoFocus className="rounded border border-slate-300 px-3 py-2 text-sm focus:border-primary focus:outline-none" />
      {members.length > 0 && (
        <ul className="flex flex-wrap gap-1.5 text-sm">
          {members.map((m) => (
            <li key={m.id} className="flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5">
              {m.name}
              <button type="button" onClick={() => setMembers(members.filter((x) => x.id !== m.id))} aria-label={t('chat.remove', { name: m.name })} className="text-slate-400 hover:text-red-700">
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <UserSearch onPick={(u) => setMembers((list) => (list.some((m) => m.id === u.id) ? list : [...list, u]))} exclude={members.map((m) => m.id)} />
      {failure && <p className="text-sm text-red-700">{failure}</p>}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={quietButton}>
          {t('chat.cancel')}
        </button>
        <button type="submit" disabled={saving || !name.trim()} className={primaryButton}>
          {t('chat.create')}
        </button>
      </div>
    </form>
  );
}
