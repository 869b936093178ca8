import { useEffect, useState, type FormEvent } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_GRANT_ROLES, type DocumentGrant, type DocumentGrantRole } from '../../../../../../realtime/protocol/documents/access';
import { Button } from '../../../../../components/Button';
import { Problem, problemText } from '../../../../../components/Problem';
import { useBusyAction } from '../../../../../components/useBusyAction';
import { inputClass, tableClass, tdClass, thClass } from '../../../../../components/tableStyles';
import { searchUsers } from '../../../../chat';
import { grantAccess, listGrants, revokeAccess } from '../../grantsApi';

type Props = { documentId: string; documentName: string; open: boolean; onClose: () => void };

/**
 * «Доступ»: who edits the document besides its author (the author and administrators decide).
 * A user is given the editor's role (content and structure) or the content editor's (text and
 * paragraphs, not sections and lists); everyone else signed in reads. Open editors of that user
 * follow at once.
 */
export function AccessDialog({ documentId, documentName, open, onClose }: Props) {
  const { t } = useTranslation();
  const [grants, setGrants] = useState<DocumentGrant[] | null>(null);
  const [login, setLogin] = useState('');
  const [role, setRole] = useState<DocumentGrantRole>('contentEditor');
  const [suggestions, setSuggestions] = useState<Array<{ login: string; name: string }>>([]);
  const { busy, problem, setProblem, run: runBusy } = useBusyAction();

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    listGrants(documentId).then(
      (answer) => setGrants(answer.grants),
      (error: unknown) => setProblem(problemText(error)),
    );
  }, [open, documentId, setProblem]);

  // names to pick from as the login is typed (the chat's user search; without it, the login is typed whole)
  useEffect(() => {
    const q = login.trim();
    if (!open || q.length < 2) return setSuggestions([]);
    const abort = new AbortController();
    const timer = setTimeout(() => {
      searchUsers(q, abort.signal).then(
        (users) => setSuggestions(users.map((u) => ({ login: u.login, name: u.name }))),
        () => setSuggestions([]),
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [login, open]);

  const run = (change: () => Promise<{ grants: DocumentGrant[] }>): Promise<boolean> => runBusy(async () => setGrants((await change()).grants));

  async function add(event: FormEvent) {
    event.preventDefault();
    if (busy || !login.trim()) return;
    if (await run(() => grantAccess(documentId, login.trim(), role))) setLogin('');
  }

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[8vh]">
        <DialogPanel className="w-full max-w-2xl rounded-lg bg-white shadow-xl" data-testid="sdoc-access-dialog">
          <DialogTitle className="border-b border-gray-200 px-5 py-3 text-base font-semibold text-gray-900">{t('sdocEditor.access.title', { name: documentName })}</DialogTitle>
          <div className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto px-5 py-4 text-sm">
            <p className="text-gray-600">{t('sdocEditor.access.intro')}</p>
            {grants && grants.length === 0 && <p className="text-gray-500" data-testid="sdoc-access-empty">{t('sdocEditor.access.empty')}</p>}
            {grants && grants.length > 0 && (
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th className={thClass}>{t('sdocEditor.access.user')}</th>
                    <th className={thClass}>{t('sdocEditor.access.role')}</th>
                    <th className={thClass} aria-label={t('sdocEditor.access.remove')} />
                  </tr>
                </thead>
                <tbody>
                  {grants.map((grant) => (
                    <tr key={grant.assignmentId} data-testid="sdoc-access-row" data-login={grant.login}>
                      <td className={tdClass}>
                        {grant.name} <span className="text-gray-500">({grant.login})</span>
                      </td>
                      <td className={tdClass}>{t(`sdocEditor.access.roles.${grant.role}`)}</td>
                      <td className={`${tdClass} text-right`}>
                        <button type="button" className="text-red-700 hover:underline disabled:opacity-50" disabled={busy} onClick={() => void run(() => revokeAccess(documentId, grant.assignmentId))} data-testid="sdoc-access-remove">
                          {t('sdocEditor.access.remove')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void add(event)}>
              <label className="flex min-w-[14rem] flex-1 flex-col gap-1 text-xs text-gray-600">
                {t('sdocEditor.access.login')}
                <input className={inputClass} value={login} onChange={(e) => setLogin(e.target.value)} list="sdoc-access-users" autoComplete="off" placeholder={t('sdocEditor.access.loginHint')} data-testid="sdoc-access-login" />
                <datalist id="sdoc-access-users">
                  {suggestions.map((s) => (
                    <option key={s.login} value={s.login}>
                      {s.name}
                    </option>
                  ))}
                </datalist>
              </label>
              <label className="flex flex-col gap-1 text-xs text-gray-600">
                {t('sdocEditor.access.role')}
                <select className={`${inputClass} w-auto`} value={role} onChange={(e) => setRole(e.target.value as DocumentGrantRole)} data-testid="sdoc-access-role">
                  {DOCUMENT_GRANT_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {t(`sdocEditor.access.roles.${r}`)}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="submit" variant="primary" disabled={busy || !login.trim()} data-testid="sdoc-access-add">
                {t('sdocEditor.access.add')}
              </Button>
            </form>
            <Problem text={problem} testId="sdoc-access-problem" />
          </div>
          <div className="flex justify-end border-t border-gray-200 px-5 py-3">
            <Button onClick={onClose} disabled={busy} data-testid="sdoc-access-close">
              {t('sdocEditor.access.close')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
