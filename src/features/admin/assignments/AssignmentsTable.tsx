import { useTranslation } from 'react-i18next';
import type { Assignment } from '../../../../realtime/protocol/admin/assignments';
import { Button } from '../../../components/Button';
import { RowMenu } from '../ui/RowMenu';
import { StateBadge } from '../ui/StateBadge';
import { rowClass, tdClass } from '../ui/tableClasses';
import { AdminTable } from '../ui/AdminTable';
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
  return (
    <AdminTable columns={[t('admin.assignments.holder'), t('admin.assignments.role'), t('admin.assignments.object'), t('admin.assignments.activeUntil'), t('admin.assignments.state')]} actions>
      {assignments.map((a) => {
        const state = assignmentStateOf(a, now);
        return (
          <tr key={a.id} className={`${rowClass} ${state === 'active' ? '' : 'text-gray-500'}`} data-testid="assignment-row" data-state={state}>
            <td className={tdClass}>
              {a.user_id ? (
                a.user
              ) : (
                <span title={a.osaRoleUser.join(', ')}>
                  {t('admin.assignments.group', { name: a.osaRole ?? '' })} <span className="text-xs text-gray-500">({t('admin.osaRoles.memberCount', { count: a.osaRoleUserIds.length })})</span>
                </span>
              )}
            </td>
            <td className={tdClass}>
              {a.role} <code className="text-xs text-gray-500">{a.role_code}</code>
            </td>
            <td className={tdClass}>{a.obj_id ? (a.obj ?? a.obj_id) : <span className="text-gray-400">{t('admin.assignments.anyObject')}</span>}</td>
            <td className={`${tdClass} whitespace-nowrap`}>{a.activeUntil ? formatActiveUntil(a.activeUntil) : <span className="text-gray-400">{t('admin.assignments.noEnd')}</span>}</td>
            <td className={tdClass}>
              <StateBadge tone={STATE_TONES[state]}>{t(`admin.assignments.states.${state}`)}</StateBadge>
            </td>
            <td className={`${tdClass} whitespace-nowrap text-right`}>
              <Button variant="link" onClick={() => onEdit(a)}>
                {t('admin.common.edit')}
              </Button>
              <RowMenu
                actions={[
                  { label: a.not_active ? t('admin.assignments.resume') : t('admin.assignments.suspend'), onClick: () => onToggleSuspended(a) },
                  { label: t('admin.common.delete'), onClick: () => onDelete(a), danger: true },
                ]}
              />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
