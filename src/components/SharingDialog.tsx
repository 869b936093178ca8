import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { FormDialog } from './FormDialog';
import { Problem, problemText } from './Problem';
import { inputClass } from './tableStyles';
import { useBusyAction } from './useBusyAction';
import { useLoad } from './useLoad';
import { showMessage } from '../state/messageStore';
import { fetchRoles, findPeople } from '../api/sharingCandidates';

type Person = { userId: string; name: string; login: string; edit: boolean };
type Sharing = { role: string[]; assignments: Person[] };

export type SharingDialogProps = {
  onClose: () => void;
  /** The object's sharing as its area reads and writes it. */
  load: () => Promise<Sharing>;
  save: (input: { role: string[]; assignments: Array<{ userId: string; edit: boolean }> }) => Promise<unknown>;
  /** The area's words: `<keys>.title`, `.roles`, `.people`, `.read`, `.edit`, `.remove`, `.find`, `.add`, `.submit`, `.saved`. */
  keys: 'reports.share' | 'fca.share';
  /** Test ids `<testIds>-person` and `<testIds>-find`. */
  testIds: string;
};

/** Who reads an object: holders of chosen roles and chosen people; a person may be let change it too. */
export function SharingDialog({ onClose, load, save, keys, testIds }: SharingDialogProps) {
  const { t } = useTranslation();
  const roles = useLoad(fetchRoles, []);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [people, setPeople] = useState<Person[]>([]);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Array<{ id: string; name: string; login: string }>>([]);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const action = useBusyAction();

  useEffect(() => {
    load().then(
      (sharing) => (setRoleIds(sharing.role), setPeople(sharing.assignments)),
      (error: unknown) => setLoadProblem(problemText(error)),
    );
    // read once per opened dialog: `load` is a fresh closure on every render of the caller
  }, []);

  useEffect(() => {
    if (query.trim().length < 2) return setFound([]);
    const timer = setTimeout(() => void findPeople(query).then(setFound, () => setFound([])), 250);
    return () => clearTimeout(timer);
  }, [query]);

  const submit = () =>
    void action.run(async () => {
      await save({ role: roleIds, assignments: people.map(({ userId, edit }) => ({ userId, edit })) });
      showMessage({ text: t(`${keys}.saved`), kind: 'success' });
      onClose();
    });

  return (
    <FormDialog open title={t(`${keys}.title`)} onClose={onClose} onSubmit={submit} busy={action.busy} size="lg" submitLabel={t(`${keys}.submit`)}>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium text-gray-800">{t(`${keys}.roles`)}</legend>
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
        <legend className="mb-1 font-medium text-gray-800">{t(`${keys}.people`)}</legend>
        {people.map((p) => (
          <div key={p.userId} className="flex items-center gap-2" data-testid={`${testIds}-person`}>
            <span className="flex-1">{p.name}</span>
            <select className={`${inputClass} !w-36`} value={p.edit ? 'edit' : 'read'} onChange={(e) => setPeople((all) => all.map((x) => (x.userId === p.userId ? { ...x, edit: e.target.value === 'edit' } : x)))}>
              <option value="read">{t(`${keys}.read`)}</option>
              <option value="edit">{t(`${keys}.edit`)}</option>
            </select>
            <Button variant="dangerLink" onClick={() => setPeople((all) => all.filter((x) => x.userId !== p.userId))}>
              {t(`${keys}.remove`)}
            </Button>
          </div>
        ))}
        <input className={inputClass} type="search" placeholder={t(`${keys}.find`)} aria-label={t(`${keys}.find`)} value={query} onChange={(e) => setQuery(e.target.value)} data-testid={`${testIds}-find`} />
        {found
          .filter((f) => !people.some((p) => p.userId === f.id))
          .map((f) => (
            <Button key={f.id} variant="link" className="self-start" onClick={() => (setPeople((all) => [...all, { userId: f.id, name: f.name, login: f.login, edit: false }]), setQuery(''))}>
              {t(`${keys}.add`, { name: f.name })}
            </Button>
          ))}
      </fieldset>
      <Problem text={loadProblem ?? action.problem} />
    </FormDialog>
  );
}
