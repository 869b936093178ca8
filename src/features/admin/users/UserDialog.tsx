import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../realtime/protocol/admin/users';
import { PASSWORD_MIN_LENGTH } from '../../../../realtime/protocol/auth';
import { FormDialog } from '../../../components/FormDialog';
import { DayInput } from '../../../components/DayInput';
import { Checkbox, Field, inputClass } from '../ui/fields';
import { notifyError, notifySuccess } from '../ui/notify';
import { ComponentChecklist } from './ComponentChecklist';
import { ScreenChecklist } from './ScreenChecklist';
import { StartingRightsFields } from './StartingRightsFields';
import { MapRightsFields } from './MapRightsFields';
import { mapRightsRequest, mapRightsToForm, type MapRightsForm } from './mapRightsForm';
import { createUserRequest, emptyUserForm, updateUserRequest, userToForm, type UserForm } from './userForm';
import { createUser, getUserMapRights, setUserMapRights, updateUser } from './usersApi';

type Props = {
  /** null: create a new user. */
  user: UserView | null;
  open: boolean;
  onClose: () => void;
  onSaved: (user: UserView) => void;
};

export function UserDialog({ user, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<UserForm>(emptyUserForm);
  const [busy, setBusy] = useState(false);
  const [dateInvalid, setDateInvalid] = useState(false);
  // an existing user's rights on maps: as read (to send only a change) and as edited
  const [mapRights, setMapRights] = useState<{ original: MapRightsForm; form: MapRightsForm } | null>(null);
  const [mapRightsError, setMapRightsError] = useState<unknown>(null);
  const [mapRightsRead, setMapRightsRead] = useState(0);

  useEffect(() => {
    if (!open) return;
    setForm(user ? userToForm(user) : emptyUserForm());
    setDateInvalid(false);
  }, [open, user]);

  useEffect(() => {
    setMapRights(null);
    setMapRightsError(null);
    if (!open || !user) return;
    let current = true;
    getUserMapRights(user.id).then(
      (rights) => current && setMapRights({ original: mapRightsToForm(rights), form: mapRightsToForm(rights) }),
      (error: unknown) => current && setMapRightsError(error),
    );
    return () => {
      current = false;
    };
  }, [open, user, mapRightsRead]);

  const set = <K extends keyof UserForm>(key: K, value: UserForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setRoles = useCallback((ids: string[]) => setForm((f) => ({ ...f, roleIds: ids })), []);
  const setMaps = useCallback((ids: string[]) => setForm((f) => ({ ...f, editorMapIds: ids })), []);

  async function save() {
    setBusy(true);
    try {
      if (user) {
        const changes = updateUserRequest(form, user);
        const saved = Object.keys(changes).length ? await updateUser(user.id, changes) : user;
        const rights = mapRights && mapRightsRequest(mapRights.form, mapRights.original);
        if (rights) await setUserMapRights(user.id, rights);
        notifySuccess(t('admin.users.saved', { name: saved.name }));
        onSaved(saved);
      } else {
        const saved = await createUser(createUserRequest(form));
        notifySuccess(t('admin.users.created', { name: saved.name }));
        onSaved(saved);
      }
    } catch (error) {
      notifyError(error, t('admin.users.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog open={open} title={user ? t('admin.users.editTitle', { name: user.name }) : t('admin.users.createTitle')} onClose={onClose} onSubmit={() => void save()} busy={busy} invalid={dateInvalid} size="xl">
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('admin.users.login')} hint={t('admin.users.loginHint')}>
          <input className={inputClass} required pattern="\S+" maxLength={100} value={form.login} onChange={(e) => set('login', e.target.value)} autoFocus />
        </Field>
        <Field label={t('admin.users.name')}>
          <input className={inputClass} required maxLength={200} value={form.name} onChange={(e) => set('name', e.target.value)} />
        </Field>
        {!user && (
          <Field label={t('admin.users.password')} hint={t('admin.users.passwordHint', { count: PASSWORD_MIN_LENGTH })}>
            <input className={inputClass} type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} value={form.password} onChange={(e) => set('password', e.target.value)} />
          </Field>
        )}
        <Field label={t('admin.users.email')}>
          <input className={inputClass} type="email" maxLength={320} value={form.email} onChange={(e) => set('email', e.target.value)} />
        </Field>
        <Field label={t('admin.users.app')} hint={t('admin.users.appHint')}>
          <select className={inputClass} value={form.app} onChange={(e) => set('app', e.target.value === 'edu' ? 'edu' : 'onto')}>
            <option value="onto">{t('admin.users.apps.onto')}</option>
            <option value="edu">{t('admin.users.apps.edu')}</option>
          </select>
        </Field>
        <Field label={t('admin.users.licenseExpirationDate')} hint={t('admin.users.licenseHint')}>
          <DayInput className={inputClass} value={form.licenseExpirationDate} onChange={(day) => set('licenseExpirationDate', day)} onValidity={(valid) => setDateInvalid(!valid)} testId="user-license-date" />
        </Field>
      </div>
      <div className="flex gap-6">
        <Checkbox label={t('admin.users.isAdmin')} checked={form.isAdmin} onChange={(v) => set('isAdmin', v)} />
        <Checkbox label={t('admin.users.isBetaTester')} checked={form.isBetaTester} onChange={(v) => set('isBetaTester', v)} />
      </div>
      {!user && <StartingRightsFields roleIds={form.roleIds} editorMapIds={form.editorMapIds} onRoles={setRoles} onMaps={setMaps} />}
      {user && (
        <MapRightsFields
          value={mapRights?.form ?? null}
          onChange={(edited) => setMapRights((was) => was && { ...was, form: edited })}
          error={mapRightsError}
          onRetry={() => setMapRightsRead((n) => n + 1)}
        />
      )}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <ScreenChecklist kind="disabled" label={t('admin.users.disabledRoutes')} hint={t('admin.users.disabledRoutesHint')} value={form.disabledRoutes} onChange={(v) => set('disabledRoutes', v)} testId="user-disabled-routes" />
        <ScreenChecklist kind="enabled" label={t('admin.users.enabledRoutes')} hint={t('admin.users.enabledRoutesHint')} value={form.enabledRoutes} onChange={(v) => set('enabledRoutes', v)} testId="user-enabled-routes" />
      </div>
      <ComponentChecklist value={form.hiddenComponents} onChange={(v) => set('hiddenComponents', v)} />
    </FormDialog>
  );
}
