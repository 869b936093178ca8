import { useTranslation } from 'react-i18next';
import { PickBox, type Pickable } from '../../../components/PickBox';
import type { OntologyCatalog } from '../../../../model/ontologyCatalog';
import { captionOf, ontologyClient, uiLanguage, where } from '../../ontology';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { classesOfProps } from './decisionFields';

type Props = {
  /** The properties the decision's inputs are bound to. */
  propIds: readonly string[];
  catalog: OntologyCatalog | null;
  onPick: (instance: Pickable) => void;
  disabled?: boolean;
  /** The bindings were changed since the save: the server fills inputs by the saved ones. */
  unsaved?: boolean;
};

async function findInstances(classIds: readonly string[], text: string): Promise<Pickable[]> {
  const lang = uiLanguage();
  const named = text.trim() ? [where.nameOrLabelContains(text.trim())] : [];
  const scopes = classIds.length > 0 ? classIds.slice(0, 3).map((id) => ({ class: id, deep: true })) : ['individual' as const];
  const pages = await Promise.all(scopes.map((of) => ontologyClient.read({ of, fields: [META_PROP.label], where: named, limit: 20 })));
  const seen = new Set<string>();
  return pages
    .flatMap((p) => p.entities)
    .filter((e) => !seen.has(e.id) && seen.add(e.id))
    .map((e) => ({ id: e.id, name: captionOf(e, lang) }));
}

/** «Взять из экземпляра»: an instance of the class the inputs are bound to, whose values fill the form. */
export function InstancePick({ propIds, catalog, onPick, disabled = false, unsaved = false }: Props) {
  const { t } = useTranslation();
  if (propIds.length === 0) return <p className="text-xs text-gray-500">{t('dmn.test.instance.unbound')}</p>;
  if (!catalog) return null;
  const classIds = classesOfProps(catalog, propIds);
  const names = classIds.map((id) => catalog.classes.get(id)?.name).filter(Boolean);
  return (
    <div className={`flex flex-col gap-1 ${disabled ? 'pointer-events-none opacity-60' : ''}`}>
      <span className="text-sm text-gray-700">
        {t('dmn.test.instance.take')}
        {names.length > 0 && <span className="ml-1 text-xs text-gray-500">({names.join(', ')})</span>}
      </span>
      <PickBox search={(text) => findInstances(classIds, text)} onPick={onPick} placeholder={t('dmn.test.instance.placeholder')} testId="dmn-test-instance" showAll delay={250} className="w-full" />
      {unsaved && <span className="text-xs text-amber-800">{t('dmn.test.instance.unsaved')}</span>}
    </div>
  );
}
