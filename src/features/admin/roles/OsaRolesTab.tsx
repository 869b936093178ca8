import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OsaRole } from '../../../../realtime/protocol/admin/roles';
import { useLoad } from '../../../components/useLoad';
import { listUsers } from '../users/usersApi';
import { Button } from '../../../components/Button';
import { LoadState } from '../ui/LoadState';
import { notifyError, notifySuccess } from '../ui/notify';
import { rowClass, tdClass } from '../ui/tableClasses';
import { AdminTable, RowActions } from '../ui/AdminTable';
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
  const names = new Map((users.data ?? []).map((u) => [u.id, u.name]));

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
        <AdminTable columns={[t('admin.osaRoles.name'), t('admin.osaRoles.members')]} actions>
          {groups.data.map((group) => {
            const memberNames = group.userIds.map((id) => names.get(id) ?? id);
            return (
              <tr key={group.id} className={rowClass} data-testid="osa-role-row">
                <td className={tdClass}>{group.name}</td>
                <td className={tdClass} title={memberNames.join(', ')}>
                  <span className="text-gray-500">{t('admin.osaRoles.memberCount', { count: memberNames.length })}</span>
                  {memberNames.length > 0 && ': '}
                  {memberNames.slice(0, MEMBERS_SHOWN).join(', ')}
                  {memberNames.length > MEMBERS_SHOWN && ' …'}
                </td>
                <RowActions onEdit={() => setEditing({ group })} onDelete={() => void remove(group)} />
              </tr>
            );
          })}
        </AdminTable>
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
