import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FcaEntry, OntologyContextSettings } from '../../../../realtime/protocol/fca';
import { FormDialog } from '../../../components/FormDialog';
import { Problem, problemText } from '../../../components/Problem';
import { inputClass, labelClass } from '../../../components/tableStyles';
import { useBusyAction } from '../../../components/useBusyAction';
import { useLoad } from '../../../components/useLoad';
import { fetchOntologyCatalog } from '../../ontology';
import { createFca, saveFca } from '../api/fcaApi';
import { AttributesChooser } from './AttributesChooser';
import { ContextPreview } from './ContextPreview';
import { ObjectsChooser } from './ObjectsChooser';
import { draftToSettings, EMPTY_DRAFT, settingsToDraft, type BuilderDraft } from './builderDraft';

type Props = {
  /** The entry being changed (its settings from the ontology); absent: a new one. */
  entry?: FcaEntry & { settings: OntologyContextSettings };
  onClose: () => void;
  onSaved: (entry: FcaEntry) => void;
};

/** Builds a formal context from the ontology: where the objects come from, which attributes they get, and a live preview. */
export function BuilderDialog({ entry, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const catalog = useLoad(fetchOntologyCatalog, []);
  const [name, setName] = useState(entry?.name ?? '');
  const [annotation, setAnnotation] = useState(entry?.annotation ?? '');
  const [draft, setDraft] = useState<BuilderDraft>(entry ? settingsToDraft(entry.settings) : EMPTY_DRAFT);
  const [kind, setKind] = useState<'class' | 'search'>(entry?.settings.objects.kind ?? 'class');
  const action = useBusyAction();
  const settings = catalog.data ? draftToSettings(draft, catalog.data, entry?.settings.analysis) : null;

  const save = () =>
    void action.run(async () => {
      if (!settings) return;
      const input = { name: name.trim(), annotation, settings };
      const saved = entry ? await saveFca(entry.id, { ...input, revision: entry.revision }) : await createFca(input);
      onSaved(saved);
      onClose();
    });

  return (
    <FormDialog open title={entry ? t('fca.builder.changeTitle') : t('fca.builder.createTitle')} onClose={onClose} onSubmit={save} busy={action.busy} invalid={!name.trim() || !settings} size="xl" submitLabel={entry ? undefined : t('fca.builder.create')}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <label className={labelClass}>
          {t('fca.fields.name')}
          <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} autoFocus data-testid="fca-builder-name" />
        </label>
        <label className={labelClass}>
          {t('fca.fields.annotation')}
          <input className={inputClass} value={annotation} onChange={(e) => setAnnotation(e.target.value)} data-testid="fca-builder-annotation" />
        </label>
      </div>
      {catalog.error != null && <Problem text={problemText(catalog.error)} />}
      {catalog.data && (
        <>
          <ObjectsChooser objects={draft.objects} onChange={(objects) => setDraft({ ...draft, objects })} catalog={catalog.data} kind={kind} onKind={setKind} />
          <AttributesChooser draft={draft} onChange={setDraft} catalog={catalog.data} />
          <ContextPreview settings={settings} />
        </>
      )}
      <Problem text={action.problem} testId="fca-builder-problem" />
    </FormDialog>
  );
}
