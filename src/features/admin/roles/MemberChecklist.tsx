import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../realtime/protocol/admin/users';
import { matchesUserSearch } from '../users/userSearch';
import { Checkbox, inputClass } from '../ui/fields';
import { toggleItem } from '../ui/toggleItem';

/** Picks users from a long list: a filter box, the chosen ones first, a count. */
export function MemberChecklist({ users, value, onChange }: { users: readonly UserView[]; value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const ordered = useMemo(
    () => [...users].filter((u) => !u.isPublic && matchesUserSearch(u, filter)).sort((a, b) => Number(value.includes(b.id)) - Number(value.includes(a.id)) || a.name.localeCompare(b.name)),
    // the order is fixed when the dialog opens or the filter changes, not on every tick, so rows do not jump under the cursor
    [users, filter],
  );
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <input type="search" className={inputClass} placeholder={t('admin.users.searchPlaceholder')} aria-label={t('admin.common.search')} value={filter} onChange={(e) => setFilter(e.target.value)} />
        <span className="text-xs whitespace-nowrap text-gray-500">{t('admin.osaRoles.chosen', { count: value.length })}</span>
      </div>
      <div className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded border border-gray-200 p-2">
        {ordered.map((user) => (
          <Checkbox
            key={user.id}
            checked={value.includes(user.id)}
            onChange={(on) => onChange(toggleItem(value, user.id, on))}
            label={
              <span>
                {user.name} <span className="font-mono text-xs text-gray-500">{user.login}</span>
              </span>
            }
          />
        ))}
      </div>
    </div>
  );
}
