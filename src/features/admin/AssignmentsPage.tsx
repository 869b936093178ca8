import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Assignment } from '../../../realtime/protocol/admin/assignments';
import { useLoad } from '../../components/useLoad';
import { AssignmentDialog } from './assignments/AssignmentDialog';
import { AssignmentFiltersBar } from './assignments/AssignmentFiltersBar';
import { AssignmentsTable } from './assignments/AssignmentsTable';
import { ValidityLegend } from './assignments/ValidityLegend';
import { filterAssignments, filtersFromSearch, filtersToSearch } from './assignments/assignmentFilters';
import { deleteAssignment, listAssignments, updateAssignment } from './assignments/assignmentsApi';
import { listOsaRoles } from './roles/rolesApi';
import { PageFrame } from '../../components/PageFrame';
import { Button } from '../../components/Button';
import { LoadState } from './ui/LoadState';
import { notifyError, notifySuccess } from './ui/notify';
import { useConfirm } from '../../components/useConfirm';
import { listUsers } from './users/usersApi';
import { listAllRoles } from './api/roleListing';

/** /settings/assignments: who holds which role on which object, until when, and whether it counts now. */
export default function AssignmentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const assignments = useLoad(listAssignments, []);
  const users = useLoad(listUsers, []);
  const roles = useLoad(listAllRoles, []);
  const groups = useLoad(listOsaRoles, []);
  const [editing, setEditing] = useState<{ assignment: Assignment | null } | null>(null);
  const [confirm, confirmElement] = useConfirm();
  const now = useMemo(() => new Date(), [assignments.data]);
  const shown = useMemo(() => filterAssignments(assignments.data ?? [], filters, now), [assignments.data, params, now]);
  const objectName = assignments.data?.find((a) => a.obj_id === filters.objectId)?.obj ?? null;

  async function toggleSuspended(a: Assignment) {
    try {
      await updateAssignment(a.id, { not_active: !a.not_active });
      notifySuccess(a.not_active ? t('admin.assignments.resumed') : t('admin.assignments.suspended'));
      assignments.reload();
    } catch (error) {
      notifyError(error, t('admin.assignments.saveFailed'));
    }
  }

  async function remove(a: Assignment) {
    const holder = a.user ?? a.osaRole ?? '';
    if (!(await confirm({ title: t('admin.assignments.deleteTitle'), text: t('admin.assignments.deleteText', { role: a.role, holder }) }))) return;
    try {
      await deleteAssignment(a.id);
      notifySuccess(t('admin.assignments.deleted'));
      assignments.reload();
    } catch (error) {
      notifyError(error, t('admin.assignments.deleteFailed'));
    }
  }

  return (
    <PageFrame
      title={t('admin.assignments.title')}
      actions={
        <Button variant="primary" onClick={() => setEditing({ assignment: null })}>
          {t('admin.assignments.create')}
        </Button>
      }
    >
      <ValidityLegend />
      <AssignmentFiltersBar filters={filters} onChange={(next) => setParams(filtersToSearch(next), { replace: true })} users={users.data ?? []} roles={roles.data ?? []} objectName={objectName} />
      <LoadState loading={assignments.loading && !assignments.data} error={assignments.error} empty={assignments.data !== null && shown.length === 0} onRetry={assignments.reload} />
      {assignments.data && shown.length > 0 && (
        <>
          <p className="text-xs text-gray-500">{t('admin.assignments.count', { count: shown.length, total: assignments.data.length })}</p>
          <AssignmentsTable assignments={shown} now={now} onEdit={(assignment) => setEditing({ assignment })} onToggleSuspended={(a) => void toggleSuspended(a)} onDelete={(a) => void remove(a)} />
        </>
      )}
      <AssignmentDialog
        open={editing !== null}
        assignment={editing?.assignment ?? null}
        preset={{ userId: filters.userId, roleId: filters.roleId }}
        users={(users.data ?? []).filter((u) => !u.isPublic)}
        roles={roles.data ?? []}
        groups={groups.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          assignments.reload();
        }}
      />
      {confirmElement}
    </PageFrame>
  );
}
