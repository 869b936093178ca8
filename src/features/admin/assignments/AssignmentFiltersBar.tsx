import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../realtime/protocol/admin/roles';
import type { UserView } from '../../../../realtime/protocol/admin/users';
import { Button } from '../../../components/Button';
import { Checkbox, inputBaseClass } from '../ui/fields';
import { InstancePicker } from '../ui/InstancePicker';
import type { AssignmentFilters } from './assignmentFilters';

type Props = {
  filters: AssignmentFilters;
  onChange: (filters: AssignmentFilters) => void;
  users: readonly UserView[];
  roles: readonly Role[];
  /** The filtered object's name, when known from the loaded list. */
  objectName: string | null;
};

export function AssignmentFiltersBar({ filters, onChange, users, roles, objectName }: Props) {
  const { t } = useTranslation();
  const set = (changes: Partial<AssignmentFilters>) => onChange({ ...filters, ...changes });
  const any = Boolean(filters.userId || filters.roleId || filters.objectId || filters.onlyValid);
  return (
    <div className="flex flex-wrap items-center gap-2 rounded border border-gray-200 bg-white px-3 py-2">
      <select aria-label={t('admin.assignments.user')} className={`${inputBaseClass} w-56`} value={filters.userId ?? ''} onChange={(e) => set({ userId: e.target.value || undefined })}>
        <option value="">{t('admin.assignments.allUsers')}</option>
        {users.map((u) => (
          <option key={u.id} value={u.id}>
            {u.name} ({u.login})
          </option>
        ))}
      </select>
      <select aria-label={t('admin.assignments.role')} className={`${inputBaseClass} w-56`} value={filters.roleId ?? ''} onChange={(e) => set({ roleId: e.target.value || undefined })}>
        <option value="">{t('admin.assignments.allRoles')}</option>
        {roles.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name} ({r.code})
          </option>
        ))}
      </select>
      <div className="w-64">
        <InstancePicker
          label={t('admin.assignments.object')}
          value={filters.objectId ? { id: filters.objectId, name: objectName ?? filters.objectId } : null}
          onChange={(v) => set({ objectId: v?.id })}
        />
      </div>
      <Checkbox label={t('admin.assignments.onlyValid')} checked={filters.onlyValid} onChange={(onlyValid) => set({ onlyValid })} />
      {any && (
        <Button variant="link" onClick={() => onChange({ onlyValid: false })}>
          {t('admin.common.resetFilters')}
        </Button>
      )}
    </div>
  );
}
