import { useState } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Role } from '../../../realtime/protocol/admin/roles';
import { shellState } from '../../state/shellState';
import { useInstanceNames } from './api/useInstanceNames';
import { useLoad } from '../../components/useLoad';
import { OsaRolesTab } from './roles/OsaRolesTab';
import { RoleDialog } from './roles/RoleDialog';
import { RolesTable } from './roles/RolesTable';
import { deleteRole } from './roles/rolesApi';
import { listRoles } from './api/roleListing';
import { PageFrame } from '../../components/PageFrame';
import { Button } from '../../components/Button';
import { LoadState } from './ui/LoadState';
import { notifyError, notifySuccess } from './ui/notify';
import { useConfirm } from '../../components/useConfirm';

const TABS = ['roles', 'groups'] as const;
const tabClass = 'border-b-2 border-transparent px-3 py-1.5 text-sm text-gray-600 data-hover:text-gray-900 data-selected:border-primary data-selected:font-medium data-selected:text-primary focus:outline-none';

/**
 * /settings/roles: the application roles. Not an admin route (platform spec §2): everyone may read
 * the list; administrators also create, edit and delete roles and manage the osa roles.
 */
export default function RolesPage() {
  const { t } = useTranslation();
  const isAdmin = useSnapshot(shellState).user?.isAdmin ?? false;
  const [params, setParams] = useSearchParams();
  const roles = useLoad(() => listRoles(isAdmin), [isAdmin]);
  const subjectAreas = useInstanceNames((roles.data ?? []).flatMap((r) => (r.subject_area ? [r.subject_area] : [])));
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  const [confirm, confirmElement] = useConfirm();
  const tab = isAdmin && params.get('tab') === 'groups' ? 1 : 0;

  async function remove(role: Role) {
    if (!(await confirm({ title: t('admin.roles.deleteTitle'), text: t('admin.roles.deleteText', { name: role.name, code: role.code }) }))) return;
    try {
      await deleteRole(role.id);
      notifySuccess(t('admin.roles.deleted', { name: role.name }));
      roles.reload();
    } catch (error) {
      notifyError(error, t('admin.roles.deleteFailed'));
    }
  }

  const rolesPanel = (
    <div className="flex flex-col gap-3">
      {!isAdmin && <p className="text-sm text-gray-600">{t('admin.roles.readOnly')}</p>}
      <LoadState loading={roles.loading && !roles.data} error={roles.error} empty={roles.data?.length === 0} onRetry={roles.reload} />
      {roles.data && roles.data.length > 0 && (
        <RolesTable roles={roles.data} subjectAreas={subjectAreas} onEdit={isAdmin ? (role) => setEditing({ role }) : undefined} onDelete={isAdmin ? (role) => void remove(role) : undefined} />
      )}
    </div>
  );

  return (
    <PageFrame
      title={t('admin.roles.title')}
      actions={
        isAdmin && tab === 0 ? (
          <Button variant="primary" onClick={() => setEditing({ role: null })}>
            {t('admin.roles.create')}
          </Button>
        ) : null
      }
    >
      {isAdmin ? (
        <TabGroup selectedIndex={tab} onChange={(index) => setParams(index === 1 ? { tab: 'groups' } : {}, { replace: true })}>
          <TabList className="mb-3 flex gap-1 border-b border-gray-200">
            {TABS.map((name) => (
              <Tab key={name} className={tabClass}>
                {t(`admin.roles.tabs.${name}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            <TabPanel>{rolesPanel}</TabPanel>
            <TabPanel>
              <OsaRolesTab />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      ) : (
        rolesPanel
      )}
      <RoleDialog
        open={editing !== null}
        role={editing?.role ?? null}
        subjectAreaName={editing?.role?.subject_area ? (subjectAreas.get(editing.role.subject_area) ?? '') : ''}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          roles.reload();
        }}
      />
      {confirmElement}
    </PageFrame>
  );
}
