import { useTranslation } from 'react-i18next';
import type { OntologyCatalog } from '../../../../model/ontologyCatalog';
import { Button } from '../../../components/Button';
import { PickBox, matching } from '../../../components/PickBox';
import { useLoad } from '../../../components/useLoad';
import { listSearchChoices } from '../api/fcaApi';
import type { BuilderDraft } from './builderDraft';

type Props = { objects: BuilderDraft['objects']; onChange: (objects: BuilderDraft['objects']) => void; catalog: OntologyCatalog; kind: 'class' | 'search'; onKind: (kind: 'class' | 'search') => void };

/** Where the objects come from: the instances of a class (its subclasses' too, if wanted) or a saved search's rows. */
export function ObjectsChooser({ objects, onChange, catalog, kind, onKind }: Props) {
  const { t } = useTranslation();
  const searches = useLoad(() => (kind === 'search' ? listSearchChoices() : Promise.resolve([])), [kind]);
  const classes = [...catalog.classes.values()].map((c) => ({ id: c.id, name: c.name }));
  const chosenName =
    objects?.kind === 'class' ? catalog.classes.get(objects.classId)?.name : objects?.kind === 'search' ? searches.data?.find((s) => s.id === objects.searchId)?.name : undefined;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-gray-900">{t('fca.builder.objects')}</legend>
      <div className="flex gap-4 text-sm">
        {(['class', 'search'] as const).map((k) => (
          <label key={k} className="flex items-center gap-1">
            <input type="radio" name="fca-objects-kind" checked={kind === k} onChange={() => onKind(k)} data-testid={`fca-objects-kind-${k}`} />
            {t(`fca.builder.objectsKind.${k}`)}
          </label>
        ))}
      </div>
      {objects && objects.kind === kind ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="min-w-0 flex-1 truncate rounded bg-primary-light/50 px-2 py-1 text-gray-900" data-testid="fca-objects-chosen">
            {chosenName ?? t('fca.builder.unknownSource')}
          </span>
          {objects.kind === 'class' && (
            <label className="flex items-center gap-1 text-gray-700">
              <input type="checkbox" checked={objects.withSubclasses} onChange={(e) => onChange({ ...objects, withSubclasses: e.target.checked })} data-testid="fca-with-subclasses" />
              {t('fca.builder.withSubclasses')}
            </label>
          )}
          <Button variant="link" onClick={() => onChange(null)} data-testid="fca-objects-change">
            {t('fca.builder.change')}
          </Button>
        </div>
      ) : kind === 'class' ? (
        <PickBox search={(text) => matching(classes, text)} onPick={(c) => onChange({ kind: 'class', classId: c.id, withSubclasses: true })} placeholder={t('fca.builder.pickClass')} testId="fca-objects-class" className="w-full" />
      ) : (
        <PickBox
          search={(text) => matching(searches.data ?? [], text)}
          onPick={(s) => onChange({ kind: 'search', searchId: s.id })}
          placeholder={searches.data?.length === 0 ? t('fca.builder.noSearches') : t('fca.builder.pickSearch')}
          testId="fca-objects-search"
          showAll
          className="w-full"
        />
      )}
    </fieldset>
  );
}
