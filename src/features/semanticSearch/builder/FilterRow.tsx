import { useTranslation } from 'react-i18next';
import { CONDITIONS, type FilterEntity, type SearchSettings } from '../../../../realtime/protocol/semanticSearch';
import type { Catalog } from '../model/catalog';
import { conditionsFor, takesValue, valueKindOf } from '../model/filterValue';
import { graphOf } from '../model/searchDraft';
import { FilterValueInput } from './FilterValueInput';
import { columnChoices, linkClassOf } from './nodeNames';

export type FilterDraft = Omit<FilterEntity, 'id'>;

type Props = {
  filter: FilterDraft;
  settings: SearchSettings;
  catalog: Catalog;
  nodeNames: Map<string, string>;
  instanceNames: Map<string, string>;
  onChange: (filter: FilterDraft) => void;
  /** The value typed does not fit (nothing is taken until it does). */
  onInvalid: (invalid: boolean) => void;
  /** The server's or the builder's word on this filter. */
  problem: string | null;
  testId: string;
  children?: React.ReactNode;
};

const field = 'rounded border border-gray-300 px-2 py-1 text-sm';

/** One filter entity: name, class, column, condition, value, and/or, on/off. */
export function FilterRow({ filter, settings, catalog, nodeNames, instanceNames, onChange, onInvalid, problem, testId, children }: Props) {
  const { t } = useTranslation();
  const intrinsic = (c: string) => t(`semanticSearch.columns.intrinsic.${c}`);
  const columns = columnChoices(settings, catalog, filter.node, intrinsic);
  const kind = valueKindOf(filter.column, catalog.properties.get(filter.column));
  const conditions = conditionsFor(kind);
  const set = (patch: Partial<FilterDraft>) => onChange({ ...filter, ...patch });

  return (
    <div className={`flex flex-col gap-2 rounded border p-2 ${problem ? 'border-red-400 bg-red-50' : 'border-gray-200'} ${filter.enabled ? '' : 'opacity-60'}`} data-testid={testId}>
      <div className="flex items-center gap-2">
        <input className={`${field} flex-1`} placeholder={t('semanticSearch.filters.name')} aria-label={t('semanticSearch.filters.name')} value={filter.name} onChange={(e) => set({ name: e.target.value })} />
        <label className="flex items-center gap-1 text-xs text-gray-700">
          <input type="checkbox" checked={filter.enabled} onChange={(e) => set({ enabled: e.target.checked })} data-testid={`${testId}-enabled`} />
          {t('semanticSearch.filters.enabled')}
        </label>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <select className={field} aria-label={t('semanticSearch.filters.node')} value={filter.node} onChange={(e) => set({ node: e.target.value, column: 'name', condition: 'contains', value: undefined })}>
          {graphOf(settings).nodes.map((n) => (
            <option key={n.id} value={n.id}>
              {nodeNames.get(n.id)}
            </option>
          ))}
        </select>
        <select
          className={field}
          aria-label={t('semanticSearch.filters.column')}
          value={filter.column}
          onChange={(e) => {
            const next = valueKindOf(e.target.value, catalog.properties.get(e.target.value));
            set({ column: e.target.value, condition: conditionsFor(next)[0] ?? 'eq', value: undefined });
          }}
          data-testid={`${testId}-column`}
        >
          {columns.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <select className={field} aria-label={t('semanticSearch.filters.condition')} value={filter.condition} onChange={(e) => set({ condition: e.target.value as FilterDraft['condition'], ...(takesValue(e.target.value as FilterDraft['condition']) ? {} : { value: undefined }) })} data-testid={`${testId}-condition`}>
          {CONDITIONS.filter((c) => conditions.includes(c)).map((c) => (
            <option key={c} value={c}>
              {t(`semanticSearch.conditions.${c}`)}
            </option>
          ))}
        </select>
        <select className={field} aria-label={t('semanticSearch.filters.constraint')} value={filter.constraint} onChange={(e) => set({ constraint: e.target.value === 'or' ? 'or' : 'and' })}>
          <option value="and">{t('semanticSearch.filters.and')}</option>
          <option value="or">{t('semanticSearch.filters.or')}</option>
        </select>
      </div>
      <FilterValueInput
        key={`${filter.node}:${filter.column}:${filter.condition}`}
        kind={kind}
        condition={filter.condition}
        value={filter.value}
        onValue={(value) => {
          onInvalid(value === null && kind !== 'link' && kind !== 'bool');
          if (value !== null || kind === 'link' || kind === 'bool') set({ value: value ?? undefined });
        }}
        linkClass={linkClassOf(settings, catalog, filter.node, filter.column)}
        catalog={catalog}
        names={instanceNames}
        label={t('semanticSearch.filters.value')}
        testId={`${testId}-value`}
      />
      {problem && (
        <p className="text-xs text-red-700" role="alert">
          {problem}
        </p>
      )}
      {children && <div className="flex justify-end gap-2">{children}</div>}
    </div>
  );
}
