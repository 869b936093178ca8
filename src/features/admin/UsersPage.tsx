import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { UserView } from '../../../realtime/protocol/admin/users';
import { shellState } from '../../state/shellState';
import { useLoad } from '../../components/useLoad';
import { PageFrame } from '../../components/PageFrame';
import { Button } from '../../components/Button';
import { inputBaseClass } from './ui/fields';
import { LoadState } from './ui/LoadState';
import { notifyError, notifySuccess } from './ui/notify';
import { useConfirm } from '../../components/useConfirm';
import { PasswordDialog } from './users/PasswordDialog';
import { UserDialog } from './users/UserDialog';
import { UserRolesDialog } from './users/UserRolesDialog';
import { NewUserRolesControl } from './users/NewUserRolesControl';
import { UsersTable, type UserActions } from './users/UsersTable';
import { matchesUserSearch } from './users/userSearch';
import { deleteUser, listUsers, revokeSessions, updateUser } from './users/usersApi';
import { listAllRoles } from './api/roleListing';

/** /settings/users: accounts, their flags and route lists, passwords, sessions, disabling, global roles and the roles a new account starts with. */
export default function UsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const selfId = useSnapshot(shellState).user?.id ?? null;
  const users = useLoad(listUsers, []);
  const roles = useLoad(listAllRoles, []);
  const [editing, setEditing] = useState<{ user: UserView | null } | null>(null);
  const [passwordFor, setPasswordFor] = useState<UserView | null>(null);
  const [rolesFor, setRolesFor] = useState<UserView | null>(null);
  const [confirm, confirmElement] = useConfirm();

  const shown = useMemo(() => (users.data ?? []).filter((u) => matchesUserSearch(u, search)), [users.data, search]);

  const actions: UserActions = {
    edit: (user) => setEditing({ user }),
    password: setPasswordFor,
    roles: setRolesFor,
    assignments: (user) => navigate(`/settings/assignments?user=${user.id}`),
    async revokeSessions(user) {
      const ok = await confirm({ title: t('admin.users.revokeTitle'), text: t('admin.users.revokeText', { name: user.name }), confirmLabel: t('admin.users.revokeSessions') });
      if (!ok) return;
      try {
        const { revoked } = await revokeSessions(user.id);
        notifySuccess(t('admin.users.revoked', { count: revoked }));
      } catch (error) {
        notifyError(error, t('admin.users.revokeFailed'));
      }
    },
    async toggleDisabled(user) {
      const mode = user.disabled ? 'enable' : 'disable';
      const ok = await confirm({ title: t(`admin.users.${mode}Title`), text: t(`admin.users.${mode}Text`, { name: user.name, login: user.login }), confirmLabel: t(`admin.users.${mode}`) });
      if (!ok) return;
      try {
        const saved = await updateUser(user.id, { disabled: !user.disabled });
        notifySuccess(t(saved.disabled ? 'admin.users.disabledDone' : 'admin.users.enabledDone', { name: saved.name }));
        users.reload();
      } catch (error) {
        notifyError(error, t(`admin.users.${mode}Failed`));
      }
    },
    async remove(user) {
      const ok = await confirm({ title: t('admin.users.deleteTitle'), text: t('admin.users.deleteText', { name: user.name, login: user.login }) });
      if (!ok) return;
      try {
        await deleteUser(user.id);
        notifySuccess(t('admin.users.deleted', { name: user.name }));
        users.reload();
      } catch (error) {
        notifyError(error, t('admin.users.deleteFailed'));
      }
    },
  };

  return (
    <PageFrame
      title={t('admin.users.title')}
      actions={
        <>
          <input
            type="search"
            aria-label={t('admin.common.search')}
            placeholder={t('admin.users.searchPlaceholder')}
            className={`${inputBaseClass} w-64`}
            value={search}
            onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
          />
          <Button variant="primary" onClick={() => setEditing({ user: null })}>
            {t('admin.users.create')}
          </Button>
        </>
      }
    >
      <NewUserRolesControl roles={roles.data ?? []} />
      <LoadState loading={users.loading && !users.data} error={users.error} empty={users.data !== null && shown.length === 0} onRetry={users.reload} />
      {users.data && shown.length > 0 && (
        <>
          <p className="text-xs text-gray-500">{t('admin.users.count', { count: shown.length, total: users.data.length })}</p>
          <UsersTable users={shown} selfId={selfId} actions={actions} />
        </>
      )}
      <UserDialog
        open={editing !== null}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          users.reload();
        }}
      />
      <PasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      <UserRolesDialog user={rolesFor} roles={roles.data ?? []} onClose={() => setRolesFor(null)} />
      {confirmElement}
    </PageFrame>
  );
}
