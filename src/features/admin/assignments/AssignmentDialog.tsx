import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '../../../../realtime/protocol/admin/assignments';
import type { OsaRole, Role } from '../../../../realtime/protocol/admin/roles';
import type { UserView } from '../../../../realtime/protocol/admin/users';
import { FormDialog } from '../../../components/FormDialog';
import { DayInput } from '../../../components/DayInput';
import { Checkbox, Field, inputClass } from '../ui/fields';
import { InstancePicker } from '../ui/InstancePicker';
import { notifyError, notifySuccess } from '../ui/notify';
import { assignmentFormComplete, assignmentToForm, createAssignmentRequest, updateAssignmentRequest, type AssignmentForm } from './assignmentForm';
import { createAssignment, updateAssignment } from './assignmentsApi';

type Props = {
  open: boolean;
  assignment: Assignment | null;
  /** Filled in for a new assignment from the list's filters. */
  preset: { userId?: string; roleId?: string };
  users: readonly UserView[];
  roles: readonly Role[];
  groups: readonly OsaRole[];
  onClose: () => void;
  onSaved: () => void;
};

export function AssignmentDialog({ open, assignment, preset, users, roles, groups, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<AssignmentForm>(() => assignmentToForm(null));
  const [busy, setBusy] = useState(false);
  const [dateInvalid, setDateInvalid] = useState(false);

  useEffect(() => {
    if (!open) return;
    setForm(assignmentToForm(assignment, preset));
    setDateInvalid(false);
    // the preset is read when the dialog opens, not followed afterwards
  }, [open, assignment]);

  const set = <K extends keyof AssignmentForm>(key: K, value: AssignmentForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function save() {
    setBusy(true);
    try {
      if (assignment) {
        const changes = updateAssignmentRequest(form, assignment);
        if (Object.keys(changes).length) await updateAssignment(assignment.id, changes);
      } else {
        await createAssignment(createAssignmentRequest(form));
      }
      notifySuccess(t('admin.assignments.saved'));
      onSaved();
    } catch (error) {
      notifyError(error, t('admin.assignments.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  const editing = assignment !== null;
  return (
    <FormDialog
      open={open}
      title={editing ? t('admin.assignments.editTitle') : t('admin.assignments.createTitle')}
      onClose={onClose}
      onSubmit={() => void save()}
      busy={busy}
      invalid={!assignmentFormComplete(form) || dateInvalid}
    >
      <fieldset className="flex gap-4 text-sm" disabled={editing}>
        <legend className="mb-1 font-medium text-gray-700">{t('admin.assignments.holderKind')}</legend>
        {(['user', 'group'] as const).map((kind) => (
          <label key={kind} className="inline-flex items-center gap-1.5">
            <input type="radio" name="holder" className="accent-primary" checked={form.holder === kind} onChange={() => set('holder', kind)} />
            {t(`admin.assignments.holderKinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {form.holder === 'user' ? (
        <Field label={t('admin.assignments.user')} hint={editing ? t('admin.assignments.holderFixed') : undefined}>
          <select className={inputClass} required disabled={editing} value={form.userId} onChange={(e) => set('userId', e.target.value)}>
            <option value="">—</option>
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} ({u.login})
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <Field label={t('admin.assignments.osaRole')} hint={editing ? t('admin.assignments.holderFixed') : t('admin.assignments.osaRoleHint')}>
          <select className={inputClass} required disabled={editing} value={form.osaRoleId} onChange={(e) => set('osaRoleId', e.target.value)}>
            <option value="">—</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label={t('admin.assignments.role')}>
        <select className={inputClass} required value={form.roleId} onChange={(e) => set('roleId', e.target.value)}>
          <option value="">—</option>
          {roles.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name} ({r.code}){r.not_active ? ` — ${t('admin.roles.inactive')}` : ''}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('admin.assignments.object')} hint={t('admin.assignments.objectHint')}>
        <InstancePicker label={t('admin.assignments.object')} value={form.object} onChange={(v) => set('object', v)} />
      </Field>
      <Field label={t('admin.assignments.activeUntil')} hint={t('admin.assignments.activeUntilHint')}>
        <DayInput className={inputClass} value={form.activeUntil} onChange={(day) => set('activeUntil', day)} onValidity={(valid) => setDateInvalid(!valid)} testId="assignment-active-until" />
      </Field>
      <Checkbox label={t('admin.assignments.suspendedLong')} checked={form.suspended} onChange={(v) => set('suspended', v)} />
    </FormDialog>
  );
}
