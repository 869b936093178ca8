import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchSharing } from '../../../../realtime/protocol/semanticSearch';
import type { Role } from '../../../../realtime/protocol/admin/roles';
import { FormDialog } from '../../../components/FormDialog';
import { Problem, problemText } from '../../../components/Problem';
import { showMessage } from '../../../state/messageStore';
import { loadSharing, saveSharing } from '../api/searchApi';
import { fetchRoles, findPeople } from '../api/sharingApi';
import { PickBox } from '../../../components/PickBox';

type Props = { open: boolean; searchId: string; onClose: () => void };

/** Sharing a saved search: roles whose holders read it, and people given it to read or to edit. */
export function ShareDialog({ open, searchId, onClose }: Props) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<Role[]>([]);
  const [sharing, setSharing] = useState<SearchSharing | null>(null);
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    setSharing(null);
    Promise.all([loadSharing(searchId), fetchRoles(), findPeople('', 50).catch(() => [])]).then(
      ([shared, allRoles, people]) => {
        setSharing(shared);
        setRoles(allRoles);
        setNames(new Map(people.map((p) => [p.id, p.name])));
      },
      (error: unknown) => setProblem(problemText(error)),
    );
  }, [open, searchId]);

  async function save() {
    if (!sharing) return;
    setBusy(true);
    try {
      await saveSharing(searchId, sharing);
      showMessage({ text: t('semanticSearch.share.saved'), kind: 'success' });
      onClose();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  const toggleRole = (id: string, on: boolean) => sharing && setSharing({ ...sharing, roles: on ? [...sharing.roles, id] : sharing.roles.filter((r) => r !== id) });
  return (
    <FormDialog open={open} title={t('semanticSearch.share.title')} onClose={onClose} onSubmit={() => void save()} busy={busy} invalid={!sharing} size="lg">
      <Problem text={problem} />
      {sharing && (
        <>
          <fieldset className="flex flex-col gap-1 text-sm" data-testid="share-roles">
            <legend className="mb-1 font-medium">{t('semanticSearch.share.roles')}</legend>
            {roles.length === 0 && <span className="text-gray-500">{t('semanticSearch.share.noRoles')}</span>}
            {roles.map((role) => (
              <label key={role.id} className="flex items-center gap-2">
                <input type="checkbox" checked={sharing.roles.includes(role.id)} onChange={(e) => toggleRole(role.id, e.target.checked)} />
                {role.name}
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-2 text-sm" data-testid="share-users">
            <legend className="mb-1 font-medium">{t('semanticSearch.share.users')}</legend>
            {sharing.users.map((user) => (
              <div key={user.userId} className="flex items-center gap-3">
                <span className="flex-1">{names.get(user.userId) ?? t('semanticSearch.share.someone')}</span>
                <select
                  className="rounded border border-gray-300 px-1 py-0.5"
                  aria-label={t('semanticSearch.share.access')}
                  value={user.edit ? 'edit' : 'read'}
                  onChange={(e) => setSharing({ ...sharing, users: sharing.users.map((u) => (u.userId === user.userId ? { ...u, edit: e.target.value === 'edit' } : u)) })}
                >
                  <option value="read">{t('semanticSearch.share.read')}</option>
                  <option value="edit">{t('semanticSearch.share.edit')}</option>
                </select>
                <button type="button" className="text-red-700 hover:underline" onClick={() => setSharing({ ...sharing, users: sharing.users.filter((u) => u.userId !== user.userId) })}>
                  {t('semanticSearch.common.remove')}
                </button>
              </div>
            ))}
            <PickBox
              placeholder={t('semanticSearch.share.addUser')}
              search={async (text) => (await findPeople(text)).filter((p) => !sharing.users.some((u) => u.userId === p.id)).map((p) => ({ id: p.id, name: p.name, hint: p.login }))}
              onPick={(p) => {
                setNames((m) => new Map(m).set(p.id, p.name));
                setSharing({ ...sharing, users: [...sharing.users, { userId: p.id, edit: false }] });
              }}
              testId="share-user-pick"
            />
          </fieldset>
        </>
      )}
    </FormDialog>
  );
}
