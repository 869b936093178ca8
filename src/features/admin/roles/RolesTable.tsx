import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../realtime/protocol/admin/roles';
import { StateBadge } from '../ui/StateBadge';
import { rowClass, tdClass } from '../ui/tableClasses';
import { AdminTable, RowActions } from '../ui/AdminTable';

type Props = {
  roles: readonly Role[];
  subjectAreas: ReadonlyMap<string, string>;
  /** Absent: read-only (non-administrators). */
  onEdit?: (role: Role) => void;
  onDelete?: (role: Role) => void;
};

export function RolesTable({ roles, subjectAreas, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const yes = (on: boolean) => (on ? '✓' : '');
  return (
    <AdminTable
      columns={[
        t('admin.roles.code'),
        t('admin.roles.name'),
        { label: t('admin.roles.isGlobal'), className: 'text-center' },
        { label: t('admin.roles.isMulti'), className: 'text-center' },
        t('admin.roles.state'),
        t('admin.roles.subjectArea'),
      ]}
      actions={Boolean(onEdit)}
    >
      {roles.map((role) => (
        <tr key={role.id} className={`${rowClass} ${role.not_active ? 'text-gray-500' : ''}`} data-testid="role-row">
          <td className={`${tdClass} font-mono text-xs`}>{role.code}</td>
          <td className={tdClass}>{role.name}</td>
          <td className={`${tdClass} text-center`}>{yes(role.is_global)}</td>
          <td className={`${tdClass} text-center`}>{yes(role.is_multi)}</td>
          <td className={tdClass}>
            {role.not_active ? <StateBadge tone="gray">{t('admin.roles.inactive')}</StateBadge> : <StateBadge tone="green">{t('admin.roles.active')}</StateBadge>}
          </td>
          <td className={tdClass}>{role.subject_area ? (subjectAreas.get(role.subject_area) ?? role.subject_area) : ''}</td>
          {onEdit && <RowActions onEdit={() => onEdit(role)} onDelete={onDelete && (() => onDelete(role))} />}
        </tr>
      ))}
    </AdminTable>
  );
}
