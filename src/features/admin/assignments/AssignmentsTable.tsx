import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '../../../../realtime/protocol/admin/assignments';
import { Button } from '../../../components/Button';
import { RowMenu } from '../ui/RowMenu';
import { StateBadge } from '../ui/StateBadge';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { ACTIONS_CELL } from '../ui/RowActions';
import { formatActiveUntil } from './activeUntil';
import { assignmentStateOf } from './assignmentState';
import { STATE_TONES } from './stateTones';

type Props = {
  assignments: readonly Assignment[];
  now: Date;
  onEdit: (a: Assignment) => void;
  onToggleSuspended: (a: Assignment) => void;
  onDelete: (a: Assignment) => void;
};

export function AssignmentsTable({ assignments, now, onEdit, onToggleSuspended, onDelete }: Props) {
  const { t } = useTranslation();
  const columns = useMemo<DataColumn<Assignment>[]>(
    () => [
      {
        id: 'holder',
        header: t('admin.assignments.holder'),
        cell: (a) =>
          a.user_id ? (
            a.user
          ) : (
            <span title={a.osaRoleUser.join(', ')}>
              {t('admin.assignments.group', { name: a.osaRole ?? '' })} <span className="text-xs text-gray-500">({t('admin.osaRoles.memberCount', { count: a.osaRoleUserIds.length })})</span>
            </span>
          ),
      },
      {
        id: 'role',
        header: t('admin.assignments.role'),
        cell: (a) => (
          <>
            {a.role} <code className="text-xs text-gray-500">{a.role_code}</code>
          </>
        ),
      },
      { id: 'object', header: t('admin.assignments.object'), cell: (a) => (a.obj_id ? (a.obj ?? a.obj_id) : <span className="text-gray-400">{t('admin.assignments.anyObject')}</span>) },
      {
        id: 'activeUntil',
        header: t('admin.assignments.activeUntil'),
        className: 'whitespace-nowrap',
        cell: (a) => (a.activeUntil ? formatActiveUntil(a.activeUntil) : <span className="text-gray-400">{t('admin.assignments.noEnd')}</span>),
      },
      {
        id: 'state',
        header: t('admin.assignments.state'),
        cell: (a) => {
          const state = assignmentStateOf(a, now);
          return <StateBadge tone={STATE_TONES[state]}>{t(`admin.assignments.states.${state}`)}</StateBadge>;
        },
      },
      {
        id: 'actions',
        header: '',
        className: ACTIONS_CELL,
        cell: (a) => (
          <>
            <Button variant="link" onClick={() => onEdit(a)}>
              {t('admin.common.edit')}
            </Button>
            <RowMenu
              actions={[
                { label: a.not_active ? t('admin.assignments.resume') : t('admin.assignments.suspend'), onClick: () => onToggleSuspended(a) },
                { label: t('admin.common.delete'), onClick: () => onDelete(a), danger: true },
              ]}
            />
          </>
        ),
      },
    ],
    [t, now, onEdit, onToggleSuspended, onDelete],
  );
  return (
    <DataTable
      columns={columns}
      rows={assignments}
      rowId={(a) => a.id}
      rowAttributes={(a) => {
        const state = assignmentStateOf(a, now);
        return { className: state === 'active' ? '' : 'text-gray-500', 'data-testid': 'assignment-row', 'data-state': state };
      }}
    />
  );
}
