import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Condition, ScalarValue } from '../../../../realtime/protocol/semanticSearch';
import { findInstances } from '../api/catalogApi';
import type { Catalog } from '../model/catalog';
import { rawFilterValue, takesValue, typedFilterValue, type ValueKind } from '../model/filterValue';
import { matching, PickBox } from '../../../components/PickBox';
import { DayInput } from '../../../components/DayInput';

type Value = ScalarValue | ScalarValue[] | undefined;

type Props = {
  kind: ValueKind;
  condition: Condition;
  value: Value;
  /** A typed value that fits, or null while what is typed does not. */
  onValue: (value: Value | null) => void;
  /** Links: the class whose instances are offered (null: classes themselves, for the class column). */
  linkClass: string | null;
  catalog: Catalog;
  names: Map<string, string>;
  label: string;
  testId?: string;
};

const inputClass = 'w-full rounded border border-gray-300 px-2 py-1 text-sm';

/** A filter's value, typed by its column: a number, a date, yes/no, an instance, or text. */
export function FilterValueInput({ kind, condition, value, onValue, linkClass, catalog, names, label, testId }: Props) {
  const { t } = useTranslation();
  const [raw, setRaw] = useState(rawFilterValue(value));
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  useEffect(() => setRaw(rawFilterValue(value)), [kind, condition]);
  if (!takesValue(condition)) return null;

  function typed(text: string) {
    setRaw(text);
    const result = typedFilterValue(kind, condition, text);
    if (result.ok) {
      setProblem(null);
      onValue(result.value);
    } else {
      setProblem(t(`semanticSearch.filters.valueProblem.${result.problem}`));
      onValue(null);
    }
  }

  if (kind === 'bool') {
    return (
      <select className={inputClass} aria-label={label} value={value === true ? 'true' : value === false ? 'false' : ''} onChange={(e) => onValue(e.target.value === '' ? null : e.target.value === 'true')} data-testid={testId}>
        <option value="">—</option>
        <option value="true">{t('semanticSearch.common.yes')}</option>
        <option value="false">{t('semanticSearch.common.no')}</option>
      </select>
    );
  }

  if (kind === 'link') {
    const chosen = (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(String);
    const nameOf = (id: string) => picked.get(id) ?? names.get(id) ?? catalog.classes.get(id)?.name ?? '…';
    const pick = (id: string, name: string) => {
      setPicked((m) => new Map(m).set(id, name));
      onValue(condition === 'in' ? [...chosen.filter((c) => c !== id), id] : id);
    };
    return (
      <div className="flex flex-col gap-1" data-testid={testId}>
        <div className="flex flex-wrap gap-1">
          {chosen.map((id) => (
            <span key={id} className="inline-flex items-center gap-1 rounded bg-gray-100 px-2 py-0.5 text-xs">
              {nameOf(id)}
              <button type="button" aria-label={t('semanticSearch.common.remove')} className="text-gray-500 hover:text-red-700" onClick={() => onValue(condition === 'in' ? chosen.filter((c) => c !== id) : null)}>
                ×
              </button>
            </span>
          ))}
        </div>
        <PickBox
          className="w-full"
          placeholder={label}
          search={(text) => (linkClass ? findInstances(linkClass, text) : matching([...catalog.classes.values()], text))}
          onPick={(p) => pick(p.id, p.name)}
          testId={testId ? `${testId}-pick` : undefined}
        />
      </div>
    );
  }

  if (kind === 'date' && condition !== 'in') {
    // DD.MM.YYYY in every language, as everywhere in the app (a native date field follows the browser's locale)
    return <DayInput className={inputClass} value={typeof value === 'string' ? value : ''} onChange={typed} onValidity={(valid) => valid || onValue(null)} label={label} testId={testId} />;
  }

  return (
    <div className="flex flex-col gap-0.5">
      <input
        className={`${inputClass} ${problem ? 'border-red-500' : ''}`}
        type={kind === 'number' && condition !== 'in' ? 'number' : 'text'}
        step="any"
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        placeholder={condition === 'in' ? t('semanticSearch.filters.severalHint') : undefined}
        value={raw}
        onChange={(e) => typed(e.target.value)}
        data-testid={testId}
      />
      {problem && <span className="text-xs text-red-700">{problem}</span>}
    </div>
  );
}
