import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OsaRole } from '../../../../realtime/protocol/admin/roles';
import { useLoad } from '../../../components/useLoad';
import { listUsers } from '../users/usersApi';
import { Button } from '../../../components/Button';
import { LoadState } from '../ui/LoadState';
import { notifyError, notifySuccess } from '../ui/notify';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { ACTIONS_CELL, RowActions } from '../ui/RowActions';
import { useConfirm } from '../../../components/useConfirm';
import { OsaRoleDialog } from './OsaRoleDialog';
import { deleteOsaRole, listOsaRoles } from './rolesApi';

const MEMBERS_SHOWN = 6;

/** Groups of users (osa roles) with their members; administrators only. */
export function OsaRolesTab() {
  const { t } = useTranslation();
  const groups = useLoad(listOsaRoles, []);
  const users = useLoad(listUsers, []);
  const [editing, setEditing] = useState<{ group: OsaRole | null } | null>(null);
  const [confirm, confirmElement] = useConfirm();
  const columns = useMemo<DataColumn<OsaRole>[]>(() => {
    const names = new Map((users.data ?? []).map((u) => [u.id, u.name]));
    const memberNames = (group: OsaRole) => group.userIds.map((id) => names.get(id) ?? t('admin.common.unknown'));
    return [
      { id: 'name', header: t('admin.osaRoles.name'), value: (group) => group.name },
      {
        id: 'members',
        header: t('admin.osaRoles.members'),
        cell: (group) => (
          <span title={memberNames(group).join(', ')}>
            <span className="text-gray-500">{t('admin.osaRoles.memberCount', { count: memberNames(group).length })}</span>
            {memberNames(group).length > 0 && ': '}
            {memberNames(group).slice(0, MEMBERS_SHOWN).join(', ')}
            {memberNames(group).length > MEMBERS_SHOWN && ' …'}
          </span>
        ),
      },
      { id: 'actions', header: '', className: ACTIONS_CELL, cell: (group) => <RowActions onEdit={() => setEditing({ group })} onDelete={() => void remove(group)} /> },
    ];
  }, [t, users.data, remove]);

  async function remove(group: OsaRole) {
    if (!(await confirm({ title: t('admin.osaRoles.deleteTitle'), text: t('admin.osaRoles.deleteText', { name: group.name }) }))) return;
    try {
      await deleteOsaRole(group.id);
      notifySuccess(t('admin.osaRoles.deleted', { name: group.name }));
      groups.reload();
    } catch (error) {
      notifyError(error, t('admin.osaRoles.deleteFailed'));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <p className="text-sm text-gray-600">{t('admin.osaRoles.about')}</p>
        <Button variant="primary" className="ml-auto" onClick={() => setEditing({ group: null })}>
          {t('admin.osaRoles.create')}
        </Button>
      </div>
      <LoadState loading={groups.loading && !groups.data} error={groups.error} empty={groups.data?.length === 0} onRetry={groups.reload} />
      {groups.data && groups.data.length > 0 && (
        <DataTable columns={columns} rows={groups.data} rowId={(group) => group.id} rowAttributes={() => ({ 'data-testid': 'osa-role-row' })} />
      )}
      <OsaRoleDialog
        open={editing !== null}
        group={editing?.group ?? null}
        users={users.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          groups.reload();
        }}
      />
      {confirmElement}
    </div>
  );
}
