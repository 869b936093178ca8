import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Problem, problemText } from '../../../components/Problem';
import type { EntityRef, OntologyEntity } from '../client';
import { EntityChips, EntityPicker } from '../shared/ui/EntityPicker';
import { inputClass } from '../shared/ui/styles';
import { useClassSearch } from './ClassCreateDialog';
import { fullDraft, inlineDraftOf, inlineProblem, type InlineDraft } from './inlineProperty';
import { saveProperty, type PropertyKind } from './propertyApi';
import { DataTypeSelect } from './DataTypeSelect';

type Props = {
  kind: PropertyKind;
  /** null: a new property of the card's class. */
  entity: OntologyEntity | null;
  cls: EntityRef;
  onDone: (savedId: string | null) => void;
};

const small = `${inputClass} py-0.5`;

/** One property edited in place on the class card: name, label, value type or target class, cardinality; saved in one set_data call. */
export function PropertyRowEditor({ kind, entity, cls, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const [draft, setDraft] = useState<InlineDraft>(() => inlineDraftOf(entity, kind, lang));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const searchClass = useClassSearch();
  const set = <K extends keyof InlineDraft>(key: K, value: InlineDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const local = inlineProblem(draft, kind);

  async function save() {
    if (local) return setProblem(t(`classes.inline.problem.${local}`));
    setBusy(true);
    try {
      onDone(await saveProperty(kind, fullDraft(draft, kind, entity, cls, lang), entity));
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-2 rounded border border-primary/40 bg-primary-light/30 p-2 text-sm"
      data-testid="prop-row-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onKeyDown={(e) => e.key === 'Escape' && onDone(null)}
    >
      <p className="font-medium text-gray-800">{entity ? t('classes.inline.editTitle') : kind === 'data' ? t('classes.props.newData') : t('classes.props.newObject')}</p>
      <div className="grid grid-cols-1 gap-2 md:grid-cols-[1fr_1fr_1fr_5rem_5rem]">
        <label className="flex flex-col gap-0.5">
          <span className="text-xs text-gray-600">{t('classes.common.name')}</span>
          <input className={small} value={draft.name} onChange={(e) => set('name', e.target.value)} data-testid="prop-row-name" autoFocus />
        </label>
        <label className="flex flex-col gap-0.5">
          <span className="text-xs text-gray-600">{lang === 'en' ? t('classes.common.labelEn') : t('classes.common.labelRu')}</span>
          <input className={small} value={draft.label} onChange={(e) => set('label', e.target.value)} data-testid="prop-row-label" />
        </label>
        {kind === 'data' ? (
          <label className="flex flex-col gap-0.5">
            <span className="text-xs text-gray-600">{t('classes.props.type')}</span>
            <DataTypeSelect className={small} value={draft.type} onChange={(type) => set('type', type)} testId="prop-row-type" />
          </label>
        ) : (
          <div className="flex flex-col gap-0.5">
            <span className="text-xs text-gray-600">{t('classes.props.range')}</span>
            <EntityChips items={draft.range ? [draft.range] : []} onRemove={() => set('range', null)} />
            {!draft.range && <EntityPicker search={searchClass} onPick={(c) => set('range', c)} placeholder={t('classes.common.pickClass')} testId="prop-row-range" />}
          </div>
        )}
        <label className="flex flex-col gap-0.5">
          <span className="text-xs text-gray-600">{t('classes.inline.min')}</span>
          <input className={small} inputMode="numeric" value={draft.min} onChange={(e) => set('min', e.target.value)} data-testid="prop-row-min" />
        </label>
        <label className="flex flex-col gap-0.5">
          <span className="text-xs text-gray-600" title={t('classes.props.max')}>
            {t('classes.inline.max')}
          </span>
          <input className={small} inputMode="numeric" value={draft.max} onChange={(e) => set('max', e.target.value)} data-testid="prop-row-max" />
        </label>
      </div>
      <p className="text-xs text-gray-500">{t('classes.inline.maxHint')}</p>
      <Problem text={problem} />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={busy} data-testid="prop-row-save">
          {busy ? t('classes.common.saving') : t('classes.common.save')}
        </Button>
        <Button onClick={() => onDone(null)} disabled={busy}>
          {t('classes.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
