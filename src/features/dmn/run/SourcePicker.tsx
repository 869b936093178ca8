import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { PickBox, matching } from '../../../components/PickBox';
import { useLoad } from '../../../components/useLoad';
import type { OntologyCatalog } from '../../../../model/ontologyCatalog';
import { listSavedSearches } from '../api/dmnRunsClient';
import type { ChosenSource } from './runSource';

type Props = {
  kind: ChosenSource['kind'];
  onKind: (kind: ChosenSource['kind']) => void;
  source: ChosenSource | null;
  onSource: (source: ChosenSource | null) => void;
  catalog: OntologyCatalog | null;
  disabled: boolean;
};

/** What to run over: the instances of a class (its subclasses too), or the rows of a saved semantic search. */
export function SourcePicker({ kind, onKind, source, onSource, catalog, disabled }: Props) {
  const { t } = useTranslation();
  const searches = useLoad(() => (kind === 'search' ? listSavedSearches() : Promise.resolve([])), [kind]);
  const classes = catalog ? [...catalog.classes.values()].map((c) => ({ id: c.id, name: c.name })) : [];
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-gray-900">{t('dmn.run.source')}</legend>
      <div className="flex gap-4 text-sm">
        {(['class', 'search'] as const).map((k) => (
          <label key={k} className="flex items-center gap-1">
            <input type="radio" name="dmn-run-source" checked={kind === k} onChange={() => onKind(k)} data-testid={`dmn-run-kind-${k}`} />
            {t(`dmn.run.kind.${k}`)}
          </label>
        ))}
      </div>
      {source && source.kind === kind ? (
        <div className="flex items-center gap-2 text-sm">
          <span className="min-w-0 flex-1 truncate rounded bg-primary-light/50 px-2 py-1 text-gray-900" data-testid="dmn-run-source-chosen">
            {source.name}
          </span>
          <Button variant="link" onClick={() => onSource(null)} data-testid="dmn-run-source-change">
            {t('dmn.run.change')}
          </Button>
        </div>
      ) : kind === 'class' ? (
        <PickBox
          search={(text) => matching(classes, text)}
          onPick={(c) => onSource({ kind: 'class', id: c.id, name: c.name })}
          placeholder={t('dmn.run.pickClass')}
          testId="dmn-run-class"
          className="w-full"
        />
      ) : (
        <PickBox
          search={(text) => matching(searches.data ?? [], text)}
          onPick={(s) => {
            const found = searches.data?.find((x) => x.id === s.id);
            if (found) onSource({ kind: 'search', id: found.id, name: found.name, rootClass: found.rootClass });
          }}
          placeholder={searches.data?.length === 0 ? t('dmn.run.noSearches') : t('dmn.run.pickSearch')}
          testId="dmn-run-search"
          showAll
          className="w-full"
        />
      )}
    </fieldset>
  );
}
