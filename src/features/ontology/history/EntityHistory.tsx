import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiFetch';
import { errorText } from '../../../api/errorText';
import { formatDateTime } from '../../../i18n/format';
import { showMessage } from '../../../state/messageStore';
import { HISTORY_PAGE_SIZE, MAX_HISTORY_PAGE, type HistoryEntry } from '../../../../realtime/protocol/ontology/history';
import { useEntityChanges } from '../../../components/useEntityChanges';
import { loadHistory, revertChange } from './historyApi';
import { historyOpKey, OP_TONES } from './historyOps';
import { shownNames } from './historyNames';
import { changeTexts, type NameLookup } from './historyValueText';

type Loaded = { changes: HistoryEntry[]; names: NameLookup; more: boolean };

const EMPTY: Loaded = { changes: [], names: {}, more: false };
const minutes = (iso: string): string => formatDateTime(iso).slice(0, 16);

/**
 * The change history of one entity from the change log, newest first, with a revert per change.
 * Live: a change the hub reports on the entity reloads the first page (kept as long as already shown).
 * `editable`: the user may change the entity — otherwise no revert is offered (the server would refuse).
 */
export function EntityHistory(props: { entityId: string; editable?: boolean }) {
  const { entityId, editable = true } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const [data, setData] = useState<Loaded>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ seq: string; message: string } | null>(null);
  const shown = useRef(HISTORY_PAGE_SIZE);

  // reloads what is shown (up to one maximal page) in one call, so a live change keeps the user's "show more" pages
  const refresh = useCallback(async () => {
    try {
      const page = await loadHistory(entityId, { limit: Math.min(shown.current, MAX_HISTORY_PAGE), lang });
      setData({ changes: page.changes, names: await shownNames(page.names, lang), more: page.more });
      setError(null);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setLoading(false);
    }
  }, [entityId, lang]);

  useEffect(() => {
    shown.current = HISTORY_PAGE_SIZE;
    setData(EMPTY);
    setLoading(true);
    void refresh();
  }, [refresh]);

  useEntityChanges([entityId], (change) => {
    if (change.entity === entityId) void refresh();
  });

  const showMore = async () => {
    const last = data.changes.at(-1);
    if (!last) return;
    setLoading(true);
    try {
      const page = await loadHistory(entityId, { before: last.seq, limit: HISTORY_PAGE_SIZE, lang });
      const names = await shownNames(page.names, lang);
      shown.current = data.changes.length + page.changes.length;
      setData((d) => ({ changes: [...d.changes, ...page.changes], names: { ...d.names, ...names }, more: page.more }));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setLoading(false);
    }
  };

  const revert = async (seq: string, force = false) => {
    setBusy(seq);
    setConflict(null);
    try {
      try {
        await revertChange(seq, force);
      } catch (e) {
        // changed since: say what changed and let the user decide to revert anyway
        if (e instanceof ApiError && e.status === 409) {
          setConflict({ seq, message: e.message });
          return;
        }
        throw e;
      }
      showMessage({ text: t('ontologyHistory.reverted'), kind: 'success' });
      await refresh();
    } catch (e) {
      showMessage({ text: t('ontologyHistory.revertFailed', { error: errorText(e) }), kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section data-testid="entity-history" className="space-y-2">
      <h3 className="text-sm font-semibold text-gray-800">{t('ontologyHistory.title')}</h3>
      {error && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('ontologyHistory.loadFailed', { error })}
        </p>
      )}
      {!loading && !error && data.changes.length === 0 && <p className="text-sm text-gray-500">{t('ontologyHistory.empty')}</p>}
      {conflict && (
        <div role="alert" data-testid="history-conflict" className="flex flex-wrap items-center gap-2 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span>{conflict.message}</span>
          <button type="button" className="rounded border border-amber-400 px-2 py-0.5 text-xs hover:bg-amber-100" onClick={() => void revert(conflict.seq, true)}>
            {t('ontologyHistory.revertAnyway')}
          </button>
          <button type="button" className="px-2 py-0.5 text-xs text-gray-600 hover:underline" onClick={() => setConflict(null)}>
            {t('ontologyHistory.keep')}
          </button>
        </div>
      )}
      {data.changes.length > 0 && (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-gray-200 text-left text-xs text-gray-500">
              <th className="py-1 pr-2 font-medium">{t('ontologyHistory.when')}</th>
              <th className="py-1 pr-2 font-medium">{t('ontologyHistory.who')}</th>
              <th className="py-1 pr-2 font-medium">{t('ontologyHistory.what')}</th>
              <th className="py-1 pr-2 font-medium">{t('ontologyHistory.change')}</th>
              <th className="py-1" />
            </tr>
          </thead>
          <tbody>
            {data.changes.map((entry) => {
              const texts = changeTexts(entry, data.names, t('ontologyHistory.structured'));
              return (
                <tr key={entry.seq} data-testid="history-row" data-op={entry.op} className="border-b border-gray-100 align-top">
                  <td className="whitespace-nowrap py-1 pr-2 text-gray-600">{minutes(entry.at)}</td>
                  <td className="py-1 pr-2">{entry.userName ?? t('ontologyHistory.unknownUser')}</td>
                  <td className="py-1 pr-2">
                    <span className={`mr-1 whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${OP_TONES[entry.op]}`} data-testid="history-op">
                      {t(historyOpKey(entry.op))}
                    </span>
                    {entry.propCaption}
                  </td>
                  <td className="py-1 pr-2 break-words">
                    <span className="text-red-700 line-through decoration-red-300">{texts.before}</span>
                    <span className="px-1 text-gray-400">→</span>
                    <span className="text-green-800">{texts.after}</span>
                  </td>
                  <td className="py-1 text-right">
                    {editable && (
                      <button
                        type="button"
                        className="rounded border border-gray-300 px-2 py-0.5 text-xs text-gray-700 hover:border-primary hover:text-primary disabled:opacity-50"
                        disabled={busy !== null}
                        onClick={() => void revert(entry.seq)}
                      >
                        {t('ontologyHistory.revert')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {loading && <p className="text-sm text-gray-500">{t('ontologyHistory.loading')}</p>}
      {data.more && !loading && (
        <button type="button" className="text-sm text-primary hover:underline" onClick={() => void showMore()}>
          {t('ontologyHistory.showMore')}
        </button>
      )}
    </section>
  );
}
