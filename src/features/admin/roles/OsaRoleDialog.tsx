import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OsaRole } from '../../../../realtime/protocol/admin/roles';
import type { UserView } from '../../../../realtime/protocol/admin/users';
import { FormDialog } from '../../../components/FormDialog';
import { Field, inputClass } from '../ui/fields';
import { notifyError, notifySuccess } from '../ui/notify';
import { MemberChecklist } from './MemberChecklist';
import { createOsaRole, updateOsaRole } from './rolesApi';

type Props = { open: boolean; group: OsaRole | null; users: readonly UserView[]; onClose: () => void; onSaved: () => void };

/** An osa role: a named group of users; an assignment given to it counts for every member. */
export function OsaRoleDialog({ open, group, users, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(group?.name ?? '');
    setMembers(group ? [...group.userIds] : []);
  }, [open, group]);

  async function save() {
    setBusy(true);
    try {
      if (group) await updateOsaRole(group.id, { name: name.trim(), userIds: members });
      else await createOsaRole({ name: name.trim(), userIds: members });
      notifySuccess(t('admin.osaRoles.saved', { name: name.trim() }));
      onSaved();
    } catch (error) {
      notifyError(error, t('admin.osaRoles.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog open={open} title={group ? t('admin.osaRoles.editTitle', { name: group.name }) : t('admin.osaRoles.createTitle')} onClose={onClose} onSubmit={() => void save()} busy={busy} invalid={name.trim() === ''} size="lg">
      <Field label={t('admin.osaRoles.name')}>
        <input className={inputClass} required maxLength={500} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      </Field>
      <Field label={t('admin.osaRoles.members')}>
        <MemberChecklist users={users} value={members} onChange={setMembers} />
      </Field>
    </FormDialog>
  );
}
