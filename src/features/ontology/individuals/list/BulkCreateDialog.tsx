import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { ontologyClient } from '../../client';
import { primaryButton, quietButton } from '../../../../components/buttonClasses';
import { showMessage } from '../../../../state/messageStore';
import { DialogFrame } from '../../../../shell/dialogs/DialogFrame';
import { Problem, problemText } from '../../../../components/Problem';
import { inputClass } from '../ui';
import { bulkCreateItems, MAX_PASTE_LINES, parsePastedList, type LineProblem, type PasteColumn } from './bulkPaste';

type Props = { open: boolean; onClose: () => void; classId: string; fields: readonly FormField[]; onCreated: () => void };

const SHOWN_LINES = 200;

/** Paste a list (one name per line, optional tab-separated values), check it line by line, create all at once. */
export function BulkCreateDialog({ open, onClose, classId, fields, onCreated }: Props) {
  const { t } = useTranslation();
  const candidates = useMemo<PasteColumn[]>(
    () => fields.filter((f) => !f.readonly && f.prop !== META_PROP.name && f.type !== 'multiString').map((f) => ({ prop: f.prop, cap: f.cap, type: f.type, kind: f.kind })),
    [fields],
  );
  const [chosen, setChosen] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const columns = chosen.flatMap((prop) => candidates.filter((c) => c.prop === prop));
  const lines = useMemo(() => parsePastedList(text, columns), [text, columns]);
  const bad = lines.filter((l) => l.problems.length > 0).length;
  const tooMany = lines.length > MAX_PASTE_LINES;

  const lineProblemText = (p: LineProblem): string => {
    switch (p.kind) {
      case 'noName':
        return t('individuals.bulk.problem.noName');
      case 'duplicate':
        return t('individuals.bulk.problem.duplicate', { line: p.firstLine });
      case 'extraCells':
        return t('individuals.bulk.problem.extraCells', { n: p.count });
      default:
        return t(`individuals.bulk.problem.${p.kind}`, { column: p.column });
    }
  };

  function close() {
    setText('');
    setFailure(null);
    onClose();
  }

  async function create() {
    setBusy(true);
    setFailure(null);
    try {
      await ontologyClient.write(bulkCreateItems(classId, lines, () => crypto.randomUUID()));
      showMessage({ kind: 'success', text: t('individuals.bulk.created', { n: lines.length }) });
      onCreated();
      close();
    } catch (error) {
      setFailure(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      open={open}
      onClose={close}
      title={t('individuals.bulk.title')}
      testId="bulk-dialog"
      wide
      actions={
        <>
          <button type="button" className={quietButton} onClick={close}>{t('individuals.bulk.cancel')}</button>
          <button type="button" className={primaryButton} disabled={busy || lines.length === 0 || bad > 0 || tooMany} onClick={() => void create()} data-testid="bulk-create">
            {t('individuals.bulk.create', { n: lines.length })}
          </button>
        </>
      }
    >
      <p className="text-sm text-gray-600">{t('individuals.bulk.hint')}</p>
      {candidates.length > 0 ? (
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <legend className="mb-1 text-xs font-medium text-gray-700">{t('individuals.bulk.columns')}</legend>
          {candidates.map((c) => (
            <label key={c.prop} className="flex items-center gap-1">
              <input type="checkbox" checked={chosen.includes(c.prop)} onChange={(e) => setChosen((list) => (e.target.checked ? [...list, c.prop] : list.filter((p) => p !== c.prop)))} />
              {c.cap}
              {chosen.includes(c.prop) ? <span className="text-xs text-gray-500">({chosen.indexOf(c.prop) + 2})</span> : null}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
        {t('individuals.bulk.text')}
        <textarea className={`${inputClass} h-36 font-mono`} value={text} onChange={(e) => setText(e.target.value)} data-testid="bulk-text" />
      </label>
      {lines.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-gray-700" data-testid="bulk-summary">{t('individuals.bulk.preview', { n: lines.length, bad })}</p>
          <div className="max-h-48 overflow-auto rounded border border-gray-200">
            <table className="min-w-full text-xs" data-testid="bulk-preview">
              <thead className="bg-gray-50 text-left text-gray-600">
                <tr>
                  <th className="px-2 py-1">{t('individuals.bulk.line')}</th>
                  <th className="px-2 py-1">{t('individuals.list.name')}</th>
                  {columns.map((c) => <th key={c.prop} className="px-2 py-1">{c.cap}</th>)}
                  <th className="px-2 py-1">{t('individuals.bulk.problems')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.slice(0, SHOWN_LINES).map((line) => (
                  <tr key={line.line} className={line.problems.length > 0 ? 'bg-red-50 text-red-800' : ''}>
                    <td className="px-2 py-0.5">{line.line}</td>
                    <td className="px-2 py-0.5">{line.name}</td>
                    {columns.map((c) => <td key={c.prop} className="px-2 py-0.5">{String(line.values.find((v) => v.prop === c.prop)?.val ?? '')}</td>)}
                    <td className="px-2 py-0.5">{line.problems.map(lineProblemText).join('; ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      <Problem multiline text={tooMany ? `> ${MAX_PASTE_LINES}` : failure} />
    </DialogFrame>
  );
}
