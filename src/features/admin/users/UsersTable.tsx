import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../realtime/protocol/admin/users';
import { formatDate } from '../../../i18n/format';
import { Button } from '../../../components/Button';
import { RowMenu } from '../ui/RowMenu';
import { StateBadge } from '../ui/StateBadge';
import { rowClass, tdClass } from '../ui/tableClasses';
import { AdminTable } from '../ui/AdminTable';
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
  return (
    <AdminTable columns={[t('admin.users.login'), t('admin.users.name'), t('admin.users.email'), t('admin.users.app'), t('admin.users.flags'), t('admin.users.licenseUntil'), t('admin.users.createdAt')]} actions>
      {users.map((user) => (
        <tr key={user.id} className={`${rowClass} ${user.disabled ? 'opacity-60' : ''}`} data-testid="user-row" data-disabled={user.disabled || undefined}>
          <td className={`${tdClass} font-mono text-xs`}>{user.login}</td>
          <td className={tdClass}>{user.name}</td>
          <td className={tdClass}>{user.email}</td>
          <td className={tdClass}>{t(`admin.users.apps.${user.app}`)}</td>
          <td className={`${tdClass} space-x-1`}>
            {user.disabled && <StateBadge tone="red">{t('admin.users.badges.disabled')}</StateBadge>}
            {user.isAdmin && <StateBadge tone="primary">{t('admin.users.badges.admin')}</StateBadge>}
            {user.isBetaTester && <StateBadge tone="amber">{t('admin.users.badges.beta')}</StateBadge>}
            {user.isPublic && <StateBadge tone="gray">{t('admin.users.badges.public')}</StateBadge>}
            {user.hasOidc && <StateBadge tone="gray">{t('admin.users.badges.oidc')}</StateBadge>}
            {!user.hasPassword && !user.isPublic && <StateBadge tone="gray">{t('admin.users.badges.noPassword')}</StateBadge>}
            {user.disabledRoutes.length > 0 && <StateBadge tone="red" title={user.disabledRoutes.join(', ')}>{t('admin.users.badges.restricted', { count: user.disabledRoutes.length })}</StateBadge>}
            {user.deleteAccountRequestDate && (
              <StateBadge tone="red">{t('admin.users.badges.deletionRequested', { date: formatDate(user.deleteAccountRequestDate) })}</StateBadge>
            )}
          </td>
          <td className={`${tdClass} whitespace-nowrap`}>{formatDate(user.licenseExpirationDate)}</td>
          <td className={`${tdClass} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
          <td className={`${tdClass} whitespace-nowrap text-right`}>
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
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
