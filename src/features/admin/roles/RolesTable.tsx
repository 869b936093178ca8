import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../realtime/protocol/admin/roles';
import { StateBadge } from '../ui/StateBadge';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { ACTIONS_CELL, RowActions } from '../ui/RowActions';

type Props = {
  roles: readonly Role[];
  subjectAreas: ReadonlyMap<string, string>;
  /** Absent: read-only (non-administrators). */
  onEdit?: (role: Role) => void;
  onDelete?: (role: Role) => void;
};

export function RolesTable({ roles, subjectAreas, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const columns = useMemo<DataColumn<Role>[]>(() => {
    const yes = (on: boolean) => (on ? '✓' : '');
    return [
      { id: 'code', header: t('admin.roles.code'), className: 'font-mono text-xs', value: (role) => role.code },
      { id: 'name', header: t('admin.roles.name'), value: (role) => role.name },
      { id: 'isGlobal', header: t('admin.roles.isGlobal'), className: 'text-center', headerClassName: 'text-center', value: (role) => yes(role.is_global) },
      { id: 'isMulti', header: t('admin.roles.isMulti'), className: 'text-center', headerClassName: 'text-center', value: (role) => yes(role.is_multi) },
      {
        id: 'state',
        header: t('admin.roles.state'),
        cell: (role) => (role.not_active ? <StateBadge tone="gray">{t('admin.roles.inactive')}</StateBadge> : <StateBadge tone="green">{t('admin.roles.active')}</StateBadge>),
      },
      { id: 'subjectArea', header: t('admin.roles.subjectArea'), value: (role) => (role.subject_area ? (subjectAreas.get(role.subject_area) ?? role.subject_area) : '') },
      ...(onEdit ? [{ id: 'actions', header: '', className: ACTIONS_CELL, cell: (role: Role) => <RowActions onEdit={() => onEdit(role)} onDelete={onDelete && (() => onDelete(role))} /> }] : []),
    ];
  }, [t, subjectAreas, onEdit, onDelete]);
  return <DataTable columns={columns} rows={roles} rowId={(role) => role.id} rowAttributes={(role) => ({ className: role.not_active ? 'text-gray-500' : '', 'data-testid': 'role-row' })} />;
}
