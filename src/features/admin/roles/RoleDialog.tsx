import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../realtime/protocol/admin/roles';
import { FormDialog } from '../../../components/FormDialog';
import { Checkbox, Field, inputClass } from '../ui/fields';
import { InstancePicker } from '../ui/InstancePicker';
import { notifyError, notifySuccess } from '../ui/notify';
import { createRoleRequest, roleToForm, updateRoleRequest, withSubjectAreaName, type RoleForm } from './roleForm';
import { createRole, updateRole } from './rolesApi';

type Props = { open: boolean; role: Role | null; subjectAreaName: string; onClose: () => void; onSaved: () => void };

export function RoleDialog({ open, role, subjectAreaName, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<RoleForm>(() => roleToForm(null));
  const [busy, setBusy] = useState(false);

  // the form is filled when the dialog opens on a role, never again while the admin edits it
  useEffect(() => {
    if (open) setForm(roleToForm(role, subjectAreaName));
  }, [open, role]);

  // the subject area's name may arrive (or change language) after that: it only replaces the bare id shown
  useEffect(() => setForm((f) => withSubjectAreaName(f, subjectAreaName)), [subjectAreaName]);

  const set = <K extends keyof RoleForm>(key: K, value: RoleForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function save() {
    setBusy(true);
    try {
      if (role) {
        const changes = updateRoleRequest(form, role);
        if (Object.keys(changes).length) await updateRole(role.id, changes);
      } else {
        await createRole(createRoleRequest(form));
      }
      notifySuccess(t('admin.roles.saved', { name: form.name.trim() }));
      onSaved();
    } catch (error) {
      notifyError(error, t('admin.roles.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog open={open} title={role ? t('admin.roles.editTitle', { name: role.name }) : t('admin.roles.createTitle')} onClose={onClose} onSubmit={() => void save()} busy={busy}>
      <Field label={t('admin.roles.code')} hint={t('admin.roles.codeHint')}>
        <input className={`${inputClass} font-mono`} required pattern="[a-z][a-z0-9_.\-]{0,99}" value={form.code} onChange={(e) => set('code', e.target.value)} autoFocus />
      </Field>
      <Field label={t('admin.roles.name')}>
        <input className={inputClass} required maxLength={500} value={form.name} onChange={(e) => set('name', e.target.value)} />
      </Field>
      <div className="flex flex-col gap-1.5">
        <Checkbox label={t('admin.roles.isGlobalLong')} checked={form.isGlobal} onChange={(v) => set('isGlobal', v)} />
        <Checkbox label={t('admin.roles.isMultiLong')} checked={form.isMulti} onChange={(v) => set('isMulti', v)} />
        <Checkbox label={t('admin.roles.activeLong')} checked={form.active} onChange={(v) => set('active', v)} />
      </div>
      <Field label={t('admin.roles.subjectArea')} hint={t('admin.roles.subjectAreaHint')}>
        <InstancePicker label={t('admin.roles.subjectArea')} value={form.subjectArea} onChange={(v) => set('subjectArea', v)} />
      </Field>
    </FormDialog>
  );
}
