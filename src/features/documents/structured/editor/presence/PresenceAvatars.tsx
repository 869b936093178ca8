import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueStore } from '../live/selectionStore';
import { initials, type PresentUser } from './presenceModel';

/** Who else is in the document: an avatar each, in their caret colour; hovering tells where they are. */
export function PresenceAvatars({ presence, titleOf, onPick }: { presence: ValueStore<PresentUser[]>; titleOf: (elementId: string) => string; onPick: (elementId: string) => void }) {
  const { t } = useTranslation();
  const users = useSyncExternalStore(presence.subscribe, presence.get);
  if (users.length === 0) return null;
  return (
    <div className="flex items-center gap-1" data-testid="sdoc-presence" aria-label={t('sdocEditor.presence.here', { count: users.length })}>
      {users.map((user) => {
        const where = user.elementId ? t('sdocEditor.presence.inElement', { name: user.name, element: titleOf(user.elementId) }) : user.name;
        return (
          <button
            key={user.id}
            type="button"
            className="flex h-7 w-7 items-center justify-center rounded-full text-xs font-semibold text-white ring-2 ring-white"
            style={{ backgroundColor: user.color }}
            title={where}
            aria-label={where}
            disabled={!user.elementId}
            onClick={() => user.elementId && onPick(user.elementId)}
            data-testid="sdoc-presence-user"
            data-name={user.name}
            data-element={user.elementId ?? ''}
          >
            {initials(user.name)}
          </button>
        );
      })}
    </div>
  );
}
