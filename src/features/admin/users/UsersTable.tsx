import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../realtime/protocol/admin/users';
import { formatDate } from '../../../i18n/format';
import { Button } from '../../../components/Button';
import { RowMenu } from '../ui/RowMenu';
import { StateBadge } from '../ui/StateBadge';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { ACTIONS_CELL } from '../ui/RowActions';
import { isProtectedUser } from './protectedUsers';

export type UserActions = {
  edit: (user: UserView) => void;
  password: (user: UserView) => void;
  roles: (user: UserView) => void;
  assignments: (user: UserView) => void;
  revokeSessions: (user: UserView) => void;
  /** Disables an enabled user, enables a disabled one. */
  toggleDisabled: (user: UserView) => void;
  remove: (user: UserView) => void;
};

export function UsersTable({ users, selfId, actions }: { users: readonly UserView[]; selfId: string | null; actions: UserActions }) {
  const { t } = useTranslation();
  const columns = useMemo<DataColumn<UserView>[]>(
    () => [
      { id: 'login', header: t('admin.users.login'), className: 'font-mono text-xs', value: (user) => user.login },
      { id: 'name', header: t('admin.users.name'), value: (user) => user.name },
      { id: 'email', header: t('admin.users.email'), value: (user) => user.email },
      { id: 'app', header: t('admin.users.app'), value: (user) => t(`admin.users.apps.${user.app}`) },
      { id: 'flags', header: t('admin.users.flags'), className: 'space-x-1', cell: (user) => <UserBadges user={user} /> },
      { id: 'licenseUntil', header: t('admin.users.licenseUntil'), className: 'whitespace-nowrap', value: (user) => formatDate(user.licenseExpirationDate) },
      { id: 'createdAt', header: t('admin.users.createdAt'), className: 'whitespace-nowrap', value: (user) => formatDate(user.createdAt) },
      {
        id: 'actions',
        header: '',
        className: ACTIONS_CELL,
        cell: (user) => (
          <>
            <Button variant="link" onClick={() => actions.edit(user)}>
              {t('admin.common.edit')}
            </Button>
            {/* enabling is always offered, also to a protected user disabled before */}
            {(user.disabled || !isProtectedUser(user, selfId)) && (
              <Button variant={user.disabled ? 'link' : 'dangerLink'} onClick={() => actions.toggleDisabled(user)}>
                {user.disabled ? t('admin.users.enable') : t('admin.users.disable')}
              </Button>
            )}
            <RowMenu
              actions={[
                { label: t('admin.users.setPassword'), onClick: () => actions.password(user), hidden: user.isPublic },
                { label: t('admin.users.roles'), onClick: () => actions.roles(user) },
                { label: t('admin.users.assignments'), onClick: () => actions.assignments(user) },
                { label: t('admin.users.revokeSessions'), onClick: () => actions.revokeSessions(user) },
                { label: t('admin.common.delete'), onClick: () => actions.remove(user), danger: true, hidden: isProtectedUser(user, selfId) },
              ]}
            />
          </>
        ),
      },
    ],
    [t, actions, selfId],
  );
  return (
    <DataTable
      columns={columns}
      rows={users}
      rowId={(user) => user.id}
      rowAttributes={(user) => ({ className: user.disabled ? 'opacity-60' : '', 'data-testid': 'user-row', 'data-disabled': user.disabled || undefined })}
    />
  );
}

function UserBadges({ user }: { user: UserView }) {
  const { t } = useTranslation();
  return (
    <>
      {user.disabled && <StateBadge tone="red">{t('admin.users.badges.disabled')}</StateBadge>}
      {user.isAdmin && <StateBadge tone="primary">{t('admin.users.badges.admin')}</StateBadge>}
      {user.isBetaTester && <StateBadge tone="amber">{t('admin.users.badges.beta')}</StateBadge>}
      {user.isPublic && <StateBadge tone="gray">{t('admin.users.badges.public')}</StateBadge>}
      {user.hasOidc && <StateBadge tone="gray">{t('admin.users.badges.oidc')}</StateBadge>}
      {!user.hasPassword && !user.isPublic && <StateBadge tone="gray">{t('admin.users.badges.noPassword')}</StateBadge>}
      {user.disabledRoutes.length > 0 && <StateBadge tone="red" title={user.disabledRoutes.join(', ')}>{t('admin.users.badges.restricted', { count: user.disabledRoutes.length })}</StateBadge>}
      {user.deleteAccountRequestDate && <StateBadge tone="red">{t('admin.users.badges.deletionRequested', { date: formatDate(user.deleteAccountRequestDate) })}</StateBadge>}
    </>
  );
}
