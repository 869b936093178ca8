import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { COMPARE_METHODS, type CompareMethod, type RuleFilter } from '../../../../realtime/protocol/owlRules';
import { propertiesOfClass, type RuleCatalog } from '../model/ruleCatalog';
import { addFilter, classOfTriad, removeFilter, updateFilter, type StructureDraft } from '../model/ruleStructure';
import { triadLabel } from '../model/triadWords';
import { FIELD, REMOVE, SECTION, SECTION_TITLE } from './editorLook';

type Props = { structure: StructureDraft; catalog: RuleCatalog; readOnly: boolean; onChange: (structure: StructureDraft) => void };

/**
 * Conditions on data values: a variable's data property compared with a value, or with a rule
 * parameter given when the rule is run.
 */
export function FiltersEditor({ structure, catalog, readOnly, onChange }: Props) {
  const { t } = useTranslation();
  const unknown = t('owlRules.structure.unknownClass');
  const dataOf = (triad: string) => {
    const classId = classOfTriad(structure, triad);
    return classId ? propertiesOfClass(catalog, classId, 'data') : [];
  };
  const firstWithData = structure.triads.find((tr) => dataOf(tr.id).length > 0);
  const set = (id: string, patch: Partial<Omit<RuleFilter, 'id'>>) => onChange(updateFilter(structure, id, patch));

  function add() {
    const prop = firstWithData ? dataOf(firstWithData.id)[0] : undefined;
    if (!firstWithData || !prop) return;
    onChange(addFilter(structure, { inst_type: firstWithData.id, collection: prop.id, compare_method: 'eq', string_value: '', is_rule_param: false, param_name: '' }));
  }

  return (
    <section className={SECTION} data-testid="rule-filters">
      <h2 className={SECTION_TITLE}>{t('owlRules.filters.title')}</h2>
      {structure.filter.length === 0 && <p className="text-xs text-gray-500">{t('owlRules.filters.none')}</p>}
      {structure.filter.map((f, i) => {
        const props = dataOf(f.inst_type);
        return (
          <div key={f.id} className="flex flex-wrap items-center gap-2 text-sm" data-testid={`rule-filter-${i}`}>
            <select className={FIELD} aria-label={t('owlRules.filters.instance')} value={f.inst_type} disabled={readOnly} onChange={(e) => set(f.id, { inst_type: e.target.value, collection: dataOf(e.target.value)[0]?.id ?? f.collection })}>
              {structure.triads.map((tr) => (
                <option key={tr.id} value={tr.id}>
                  {triadLabel(structure, catalog, tr.id, unknown)}
                </option>
              ))}
            </select>
            <select className={FIELD} aria-label={t('owlRules.filters.property')} value={f.collection} disabled={readOnly} onChange={(e) => set(f.id, { collection: e.target.value })} data-testid={`rule-filter-${i}-property`}>
              {!props.some((p) => p.id === f.collection) && <option value={f.collection}>{catalog.properties.get(f.collection)?.name ?? t('owlRules.structure.unknownProperty')}</option>}
              {props.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            <select className={FIELD} aria-label={t('owlRules.filters.method')} value={f.compare_method} disabled={readOnly} onChange={(e) => set(f.id, { compare_method: e.target.value as CompareMethod })} data-testid={`rule-filter-${i}-method`}>
              {COMPARE_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`owlRules.filters.methods.${m}`)}
                </option>
              ))}
            </select>
            {f.compare_method !== 'exists' &&
              (f.is_rule_param ? (
                <input className={`${FIELD} w-40`} placeholder={t('owlRules.filters.paramName')} aria-label={t('owlRules.filters.paramName')} value={f.param_name} readOnly={readOnly} onChange={(e) => set(f.id, { param_name: e.target.value })} data-testid={`rule-filter-${i}-param`} />
              ) : (
                <input className={`${FIELD} w-40`} placeholder={t('owlRules.filters.value')} aria-label={t('owlRules.filters.value')} value={f.string_value} readOnly={readOnly} onChange={(e) => set(f.id, { string_value: e.target.value })} data-testid={`rule-filter-${i}-value`} />
              ))}
            {f.compare_method !== 'exists' && (
              <label className="flex items-center gap-1 text-xs text-gray-700" title={t('owlRules.filters.isParamHint')}>
                <input type="checkbox" checked={f.is_rule_param} disabled={readOnly} onChange={(e) => set(f.id, { is_rule_param: e.target.checked })} />
                {t('owlRules.filters.isParam')}
              </label>
            )}
            {!readOnly && (
              <button type="button" className={REMOVE} aria-label={t('owlRules.filters.remove')} onClick={() => onChange(removeFilter(structure, f.id))}>
                ×
              </button>
            )}
          </div>
        );
      })}
      {!readOnly && (
        <div>
          <Button onClick={add} disabled={!firstWithData} title={firstWithData ? undefined : t('owlRules.filters.needData')} data-testid="rule-filter-add">
            + {t('owlRules.filters.add')}
          </Button>
        </div>
      )}
    </section>
  );
}
