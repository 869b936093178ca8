import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALIAS_RE, MAX_TABLE_ROWS } from '../../../realtime/protocol/reports';
import type { SourceColumn, SourceState } from '../../../model/reports/reportModel';
import { Button } from '../../components/Button';
import { useLoad } from '../../components/useLoad';
import { addSource, changeSource, removeSource, renameAlias, type Draft } from './reportDraft';
import { listReadableSearches } from './reportsApi';

const input = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none';

type Props = { draft: Draft; onChange: (draft: Draft) => void; states: ReadonlyMap<string, SourceState> };

function ColumnPicks({ columns, chosen, onChange }: { columns: SourceColumn[]; chosen: readonly string[]; onChange: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const all = chosen.length === 0;
  const toggle = (code: string) => {
    const now = all ? columns.map((c) => c.code) : [...chosen];
    const next = now.includes(code) ? now.filter((c) => c !== code) : columns.map((c) => c.code).filter((c) => c === code || now.includes(c));
    onChange(next.length === columns.length ? [] : next);
  };
  return (
    <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-700">
      <legend className="mb-1 text-gray-500">{t('reports.sources.columns')}</legend>
      {columns.map((c) => (
        <label key={c.code} className="flex items-center gap-1">
          <input type="checkbox" checked={all || chosen.includes(c.code)} onChange={() => toggle(c.code)} />
          {c.name}
        </label>
      ))}
    </fieldset>
  );
}

/** The report's sources: saved searches the user may read, each with its alias, table rows and columns. */
export function SourcesEditor({ draft, onChange, states }: Props) {
  const { t } = useTranslation();
  const searches = useLoad(listReadableSearches, []);
  const [picked, setPicked] = useState('');
  const offered = (searches.data ?? []).filter((s) => !draft.source.includes(s.id));

  return (
    <section className="flex flex-col gap-2" data-testid="report-sources">
      <h2 className="text-sm font-semibold text-gray-800">{t('reports.sources.title')}</h2>
      {draft.source.length === 0 && <p className="text-sm text-gray-500">{t('reports.sources.none')}</p>}
      {draft.source.map((id) => {
        const settings = draft.ssData[id];
        if (!settings) return null;
        const state = states.get(id);
        const aliasTaken = Object.entries(draft.ssData).some(([other, s]) => other !== id && s.alias === settings.alias);
        const aliasWrong = !ALIAS_RE.test(settings.alias) || aliasTaken;
        return (
          <div key={id} className="rounded border border-gray-200 p-2" data-testid="report-source">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-gray-900">{settings.name || t('reports.sources.unnamed')}</span>
              {state?.state === 'denied' && <span className="text-xs text-amber-700">{t('reports.sources.denied')}</span>}
              <Button variant="dangerLink" className="ml-auto" onClick={() => onChange(removeSource(draft, id))}>
                {t('reports.sources.remove')}
              </Button>
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-3 text-sm">
              <label className="flex items-center gap-1">
                {t('reports.sources.alias')}
                <input
                  className={`${input} w-32 font-mono ${aliasWrong ? 'border-red-400' : ''}`}
                  value={settings.alias}
                  onChange={(e) => onChange(renameAlias(draft, id, e.target.value.trim()))}
                  aria-invalid={aliasWrong}
                  title={aliasWrong ? t(aliasTaken ? 'reports.sources.aliasTaken' : 'reports.sources.aliasRule') : undefined}
                  data-testid="report-source-alias"
                />
              </label>
              <label className="flex items-center gap-1">
                {t('reports.sources.limit')}
                <input
                  type="number"
                  min={1}
                  max={MAX_TABLE_ROWS}
                  className={`${input} w-20`}
                  value={settings.limit}
                  onChange={(e) => onChange(changeSource(draft, id, { limit: Math.min(MAX_TABLE_ROWS, Math.max(1, Number(e.target.value) || 1)) }))}
                />
              </label>
            </div>
            {aliasWrong && <p className="mt-1 text-xs text-red-700">{t(aliasTaken ? 'reports.sources.aliasTaken' : 'reports.sources.aliasRule')}</p>}
            {state?.state === 'ready' && state.columns.length > 0 && (
              <div className="mt-2">
                <ColumnPicks columns={state.columns} chosen={settings.columns} onChange={(columns) => onChange(changeSource(draft, id, { columns }))} />
              </div>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-2">
        <select className={`${input} min-w-0 flex-1`} value={picked} onChange={(e) => setPicked(e.target.value)} aria-label={t('reports.sources.pick')} data-testid="report-source-pick">
          <option value="">{searches.loading ? t('reports.loading') : t('reports.sources.pick')}</option>
          {offered.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <Button
          disabled={!picked}
          onClick={() => {
            const search = offered.find((s) => s.id === picked);
            if (search) onChange(addSource(draft, search));
            setPicked('');
          }}
          data-testid="report-source-add"
        >
          {t('reports.sources.add')}
        </Button>
      </div>
    </section>
  );
}
