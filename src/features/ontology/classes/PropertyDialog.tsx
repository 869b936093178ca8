import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { EntityChips, EntityPicker, type PickedEntity } from '../shared/ui/EntityPicker';
import { Problem, problemText } from '../../../components/Problem';
import { inputClass, labelClass } from '../shared/ui/styles';
import { cardinalityProblem } from './cardinality';
import { captionOf, type OntologyEntity } from '../client';
import { useClassSearch } from './ClassCreateDialog';
import { draftOf, fetchProperties, saveProperty, type PropertyDraft, type PropertyKind } from './propertyApi';
import { DataTypeSelect } from './DataTypeSelect';

type Props = { kind: PropertyKind; open: boolean; entry: OntologyEntity | null; onClose: () => void; onSaved: (id: string) => void };

/** Creates or edits an object or data property: names, domain, range or type, cardinality, inverse. */
export function PropertyDialog({ kind, open, entry, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const [draft, setDraft] = useState<PropertyDraft>(() => draftOf(entry, kind));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const searchClass = useClassSearch();
  const searchProperty = useCallback(async (text: string) => (await fetchProperties({ kind: 'object', search: text, offset: 0, limit: 20, showBuiltIn: false, lang })).entities.map((p) => ({ id: p.id, name: captionOf(p, lang) })), [lang]);
  useEffect(() => {
    if (open) {
      setDraft(draftOf(entry, kind));
      setProblem(null);
    }
  }, [open, entry, kind]);
  const set = <K extends keyof PropertyDraft>(key: K, value: PropertyDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const local = cardinalityProblem(draft.min, draft.max);

  async function submit() {
    if (!draft.name.trim()) return setProblem(t('classes.create.nameRequired'));
    setBusy(true);
    try {
      const id = await saveProperty(kind, draft, entry);
      onSaved(id);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  const single = (value: PickedEntity | null, onPick: (v: PickedEntity | null) => void, search: (text: string) => Promise<PickedEntity[]>, placeholder: string, testId: string) => (
    <>
      <EntityChips items={value ? [value] : []} onRemove={() => onPick(null)} />
      {!value && <EntityPicker search={search} onPick={onPick} placeholder={placeholder} testId={testId} />}
    </>
  );

  return (
    <FormDialog
      open={open}
      size="lg"
      title={entry ? t('classes.props.editTitle', { name: captionOf(entry, lang) }) : kind === 'object' ? t('classes.props.newObject') : t('classes.props.newData')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
    >
      <label className={labelClass}>
        {t('classes.common.name')}
        <input className={inputClass} value={draft.name} onChange={(e) => set('name', e.target.value)} data-testid="prop-name" autoFocus />
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label className={labelClass}>
          {t('classes.common.labelRu')}
          <input className={inputClass} value={draft.ru} onChange={(e) => set('ru', e.target.value)} data-testid="prop-label-ru" />
        </label>
        <label className={labelClass}>
          {t('classes.common.labelEn')}
          <input className={inputClass} value={draft.en} onChange={(e) => set('en', e.target.value)} />
        </label>
      </div>
      <div className={labelClass}>
        {t('classes.props.domain')}
        <EntityChips items={draft.domain} onRemove={(id) => set('domain', draft.domain.filter((d) => d.id !== id))} />
        <EntityPicker search={searchClass} exclude={draft.domain.map((d) => d.id)} onPick={(c) => set('domain', [...draft.domain, c])} placeholder={t('classes.common.pickClass')} testId="prop-domain-picker" />
      </div>
      {kind === 'object' ? (
        <>
          <div className={labelClass}>
            {t('classes.props.range')}
            {single(draft.range, (v) => set('range', v), searchClass, t('classes.common.pickClass'), 'prop-range-picker')}
          </div>
          <div className={labelClass}>
            {t('classes.props.inverse')}
            {single(draft.inverse, (v) => set('inverse', v), searchProperty, t('classes.props.pickProperty'), 'prop-inverse-picker')}
          </div>
        </>
      ) : (
        <label className={labelClass}>
          {t('classes.props.type')}
          <DataTypeSelect className={inputClass} value={draft.type} onChange={(type) => set('type', type)} testId="prop-type" />
        </label>
      )}
      <div className="grid grid-cols-2 gap-3">
        <label className={labelClass}>
          {t('classes.props.min')}
          <input className={inputClass} inputMode="numeric" value={draft.min} onChange={(e) => set('min', e.target.value)} data-testid="prop-min" />
        </label>
        <label className={labelClass}>
          {t('classes.props.max')}
          <input className={inputClass} inputMode="numeric" value={draft.max} onChange={(e) => set('max', e.target.value)} data-testid="prop-max" />
        </label>
      </div>
      {local && <p className="text-xs text-amber-700">{t(`classes.props.problem.${local}`)}</p>}
      <Problem text={problem} />
    </FormDialog>
  );
}
