import { useTranslation } from 'react-i18next';
import type { OntologyCatalog } from '../../../../model/ontologyCatalog';
import { PickBox, matching } from '../../../components/PickBox';
import { inputClass } from '../../../components/tableStyles';
import { parseThresholds, propertiesFor, propertyUse, type BuilderDraft, type ValueDraft } from './builderDraft';

type Props = { draft: BuilderDraft; onChange: (draft: BuilderDraft) => void; catalog: OntologyCatalog };

/** A chosen item as a removable chip. */
function Chip({ name, onRemove, testId }: { name: string; onRemove: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded bg-primary-light/50 px-2 py-0.5 text-sm text-gray-900" data-testid={testId}>
      {name}
      <button type="button" className="text-gray-500 hover:text-red-700" onClick={onRemove} aria-label={t('fca.builder.remove', { name })}>
        ×
      </button>
    </span>
  );
}

/** The attributes: membership in classes, boolean properties, and property values scaled by value or by thresholds. */
export function AttributesChooser({ draft, onChange, catalog }: Props) {
  const { t } = useTranslation();
  const classId = draft.objects?.kind === 'class' ? draft.objects.classId : null;
  const properties = propertiesFor(catalog, classId, draft.objects?.kind === 'class' && draft.objects.withSubclasses);
  const classes = [...catalog.classes.values()].filter((c) => !draft.classes.includes(c.id)).map((c) => ({ id: c.id, name: c.name }));
  const booleans = properties.filter((p) => propertyUse(p) === 'boolean' && !draft.booleanProps.includes(p.id));
  const valued = properties.filter((p) => propertyUse(p) !== 'boolean' && !draft.values.some((v) => v.prop === p.id));
  const nameOf = (id: string, from: 'classes' | 'properties') => catalog[from].get(id)?.name ?? t('fca.builder.unknownSource');
  const setValue = (index: number, value: ValueDraft) => onChange({ ...draft, values: draft.values.map((v, i) => (i === index ? value : v)) });

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-gray-900">{t('fca.builder.attributes')}</legend>
      <div className="flex flex-col gap-1">
        <span className="text-sm text-gray-700">{t('fca.builder.classes')}</span>
        <div className="flex flex-wrap items-center gap-1">
          {draft.classes.map((id) => (
            <Chip key={id} name={nameOf(id, 'classes')} onRemove={() => onChange({ ...draft, classes: draft.classes.filter((c) => c !== id) })} testId="fca-attr-class" />
          ))}
          <PickBox search={(text) => matching(classes, text)} onPick={(c) => onChange({ ...draft, classes: [...draft.classes, c.id] })} placeholder={t('fca.builder.addClass')} testId="fca-add-class" />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-sm text-gray-700">{t('fca.builder.booleans')}</span>
        <div className="flex flex-wrap items-center gap-1">
          {draft.booleanProps.map((id) => (
            <Chip key={id} name={nameOf(id, 'properties')} onRemove={() => onChange({ ...draft, booleanProps: draft.booleanProps.filter((p) => p !== id) })} testId="fca-attr-boolean" />
          ))}
          {booleans.length > 0 ? (
            <PickBox search={(text) => matching(booleans, text)} onPick={(p) => onChange({ ...draft, booleanProps: [...draft.booleanProps, p.id] })} placeholder={t('fca.builder.addBoolean')} testId="fca-add-boolean" showAll />
          ) : (
            draft.booleanProps.length === 0 && <span className="text-sm text-gray-500">{t('fca.builder.noBooleans')}</span>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-sm text-gray-700">{t('fca.builder.values')}</span>
        {draft.values.map((v, index) => {
          const property = catalog.properties.get(v.prop);
          const use = property ? propertyUse(property) : 'nominal';
          const scalable = use === 'number' || use === 'date';
          const bad = v.scale === 'ordinal' && scalable && !parseThresholds(v.thresholds, use)?.length;
          return (
            <div key={v.prop} className="flex flex-wrap items-center gap-2 text-sm" data-testid="fca-attr-value">
              <span className="w-48 truncate font-medium text-gray-900">{property?.name ?? t('fca.builder.unknownSource')}</span>
              <select
                className={`${inputClass} !w-56`}
                value={scalable ? v.scale : 'nominal'}
                disabled={!scalable}
                onChange={(e) => setValue(index, { ...v, scale: e.target.value === 'ordinal' ? 'ordinal' : 'nominal' })}
                aria-label={t('fca.builder.scale')}
                data-testid="fca-value-scale"
              >
                <option value="nominal">{t('fca.builder.scaleNominal')}</option>
                <option value="ordinal">{t('fca.builder.scaleOrdinal')}</option>
              </select>
              {scalable && v.scale === 'ordinal' && (
                <input
                  className={`${inputClass} !w-56 ${bad ? '!border-red-400' : ''}`}
                  value={v.thresholds}
                  placeholder={use === 'date' ? t('fca.builder.thresholdsDate') : t('fca.builder.thresholdsNumber')}
                  aria-label={t('fca.builder.thresholds')}
                  aria-invalid={bad || undefined}
                  onChange={(e) => setValue(index, { ...v, thresholds: e.target.value })}
                  data-testid="fca-value-thresholds"
                />
              )}
              <button type="button" className="text-gray-500 hover:text-red-700" onClick={() => onChange({ ...draft, values: draft.values.filter((_, i) => i !== index) })} aria-label={t('fca.builder.remove', { name: property?.name ?? '' })}>
                ×
              </button>
            </div>
          );
        })}
        <PickBox
          search={(text) => matching(valued, text)}
          onPick={(p) => onChange({ ...draft, values: [...draft.values, { prop: p.id, scale: 'nominal', thresholds: '' }] })}
          placeholder={t('fca.builder.addValue')}
          testId="fca-add-value"
          showAll
        />
      </div>
    </fieldset>
  );
}
