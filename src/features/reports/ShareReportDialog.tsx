import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { Button } from '../../components/Button';
import { Problem, problemText } from '../../components/Problem';
import { useLoad } from '../../components/useLoad';
import { showMessage } from '../../shell/messages/messageStore';
import { fetchRoles, findPeople, loadSharing, saveSharing } from './reportsApi';

const input = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none';
type Person = { userId: string; name: string; login: string; edit: boolean };

/** Who reads the report: holders of chosen roles and chosen people; a person may be let change it too. */
export function ShareReportDialog({ reportId, open, onClose }: { reportId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useLoad(fetchRoles, []);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [people, setPeople] = useState<Person[]>([]);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Array<{ id: string; name: string; login: string }>>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    loadSharing(reportId).then(
      (sharing) => (setRoleIds(sharing.role), setPeople(sharing.assignments)),
      (error: unknown) => setProblem(problemText(error)),
    );
  }, [open, reportId]);

  useEffect(() => {
    if (query.trim().length < 2) return setFound([]);
    const timer = setTimeout(() => void findPeople(query).then(setFound, () => setFound([])), 250);
    return () => clearTimeout(timer);
  }, [query]);

  async function save() {
    setBusy(true);
    setProblem(null);
    try {
      await saveSharing(reportId, { role: roleIds, assignments: people.map(({ userId, edit }) => ({ userId, edit })) });
      showMessage({ text: t('reports.share.saved'), kind: 'success' });
      onClose();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog open={open} title={t('reports.share.title')} onClose={onClose} onSubmit={() => void save()} busy={busy} size="lg" submitLabel={t('reports.share.submit')}>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium text-gray-800">{t('reports.share.roles')}</legend>
        <div className="flex max-h-40 flex-col gap-1 overflow-y-auto">
          {(roles.data ?? []).map((role) => (
            <label key={role.id} className="flex items-center gap-2">
              <input type="checkbox" checked={roleIds.includes(role.id)} onChange={(e) => setRoleIds((ids) => (e.target.checked ? [...ids, role.id] : ids.filter((id) => id !== role.id)))} />
              {role.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-medium text-gray-800">{t('reports.share.people')}</legend>
        {people.map((p) => (
          <div key={p.userId} className="flex items-center gap-2" data-testid="report-share-person">
            <span className="flex-1">{p.name}</span>
            <select className={input} value={p.edit ? 'edit' : 'read'} onChange={(e) => setPeople((all) => all.map((x) => (x.userId === p.userId ? { ...x, edit: e.target.value === 'edit' } : x)))}>
              <option value="read">{t('reports.share.read')}</option>
              <option value="edit">{t('reports.share.edit')}</option>
            </select>
            <Button variant="dangerLink" onClick={() => setPeople((all) => all.filter((x) => x.userId !== p.userId))}>
              {t('reports.share.remove')}
            </Button>
          </div>
        ))}
        <input className={input} type="search" placeholder={t('reports.share.find')} aria-label={t('reports.share.find')} value={query} onChange={(e) => setQuery(e.target.value)} />
        {found
          .filter((f) => !people.some((p) => p.userId === f.id))
          .map((f) => (
            <Button key={f.id} variant="link" className="self-start" onClick={() => (setPeople((all) => [...all, { userId: f.id, name: f.name, login: f.login, edit: false }]), setQuery(''))}>
              {t('reports.share.add', { name: f.name })}
            </Button>
          ))}
      </fieldset>
      <Problem text={problem} />
    </FormDialog>
  );
}
