import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../../components/useLoad';
import { formatNumber } from '../../../i18n/format';
import { fetchAllProperties, searchClasses } from './data/classGraphApi';
import { captionOf, uiLanguage, type OntologyEntity } from '../client';
import { fetchInstanceNeighbourhood, fetchInstancesOfClass, searchInstances } from './data/instanceApi';
import { instanceGraph } from './network/instanceGraph';
import { NetworkView } from './network/NetworkView';
import { EntitySearch } from './ui/EntitySearch';
import { Problem } from '../../../components/Problem';
import { GraphScreen, linkClass, Notice, notifyProblem, problemText, smallButton } from './ui/mapsUi';
import { DepthSelect } from './ui/DepthSelect';

/**
 * /examplemap: instance relation analysis — instances of a class, or chosen instances, as nodes
 * with their object-property links; a node's neighbours are expanded to a chosen depth, and the
 * links shown can be narrowed to some properties.
 */
export default function ExampleMapPage() {
  const { t } = useTranslation();
  const properties = useLoad(fetchAllProperties, []);
  const [chosenClass, setChosenClass] = useState<{ id: string; name: string } | null>(null);
  const [recursive, setRecursive] = useState(true);
  const [instances, setInstances] = useState<Map<string, OntologyEntity>>(new Map());
  const [total, setTotal] = useState<number | null>(null);
  const [depth, setDepth] = useState(1);
  const [hiddenProps, setHiddenProps] = useState<Set<string>>(new Set());
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const propNames = useMemo(() => new Map((properties.data ?? []).map((p) => [p.id, p.caption])), [properties.data]);
  const propIds = useMemo(() => [...propNames.keys()], [propNames]);

  const model = useMemo(
    () =>
      instanceGraph([...instances.values()], {
        objectProperties: propNames,
        lang: uiLanguage(),
        allowed: hiddenProps.size > 0 ? new Set(propIds.filter((id) => !hiddenProps.has(id))) : null,
        outside: false,
      }),
    [instances, propNames, propIds, hiddenProps],
  );
  const usedProps = useMemo(() => {
    const used = new Set<string>();
    for (const inst of instances.values()) for (const prop of inst.values.keys()) if (propNames.has(prop)) used.add(prop);
    return [...used].sort((a, b) => (propNames.get(a) ?? '').localeCompare(propNames.get(b) ?? ''));
  }, [instances, propNames]);

  async function work(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notifyProblem(error, t('maps.common.loadFailed'));
    } finally {
      setBusy(false);
    }
  }
  const pickClass = (cls: { id: string; name: string }, withSubclasses = recursive) =>
    work(async () => {
      setChosenClass(cls);
      const answer = await fetchInstancesOfClass(cls.id, withSubclasses);
      setInstances(new Map(answer.instances.map((i) => [i.id, i])));
      setTotal(answer.total);
      setSelected(null);
    });
  const expand = (ids: string[]) =>
    work(async () => {
      const more = await fetchInstanceNeighbourhood(ids, depth, propIds, instances);
      setInstances((before) => new Map([...before, ...more.map((e) => [e.id, e] as const)]));
    });
  const chosen = selected ? instances.get(selected) : undefined;

  return (
    <GraphScreen
      title={t('maps.examples.title')}
      toolbar={
        <>
          <EntitySearch
            placeholder={t('maps.examples.chooseClass')}
            testId="examples-class"
            search={async (text) => (await searchClasses(text)).map((c) => ({ id: c.id, name: c.caption }))}
            onPick={(found) => void pickClass(found)}
          />
          <label className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={recursive}
              onChange={(e) => {
                setRecursive(e.target.checked);
                if (chosenClass) void pickClass(chosenClass, e.target.checked);
              }}
            />
            {t('maps.graphs.withSubclasses')}
          </label>
          <EntitySearch
            placeholder={t('maps.examples.chooseInstance')}
            testId="examples-instance"
            search={(text) => searchInstances(text, chosenClass?.id ?? null)}
            onPick={(found) => {
              setSelected(found.id);
              void expand([found.id]);
            }}
          />
          <DepthSelect label={t('maps.ontomap.depth')} value={depth} onChange={setDepth} testId="examples-depth" />
          <button
            type="button"
            className={smallButton}
            onClick={() => {
              setInstances(new Map());
              setChosenClass(null);
              setTotal(null);
              setSelected(null);
            }}
          >
            {t('maps.examples.clear')}
          </button>
          {busy && <span className="text-sm text-gray-500">{t('maps.common.loading')}</span>}
        </>
      }
    >
      <aside className="flex w-56 shrink-0 flex-col gap-2 overflow-y-auto text-sm">
        {chosenClass && (
          <p className="text-gray-700" data-testid="examples-class-info">
            {t('maps.examples.classInfo', { name: chosenClass.name, n: formatNumber(total ?? 0) })}
          </p>
        )}
        <h2 className="font-medium text-gray-800">{t('maps.examples.properties')}</h2>
        {usedProps.length === 0 && <p className="text-gray-500">{t('maps.examples.noLinks')}</p>}
        {usedProps.map((prop) => (
          <label key={prop} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={!hiddenProps.has(prop)}
              onChange={(e) => {
                const next = new Set(hiddenProps);
                if (e.target.checked) next.delete(prop);
                else next.add(prop);
                setHiddenProps(next);
              }}
            />
            {propNames.get(prop)}
          </label>
        ))}
        {chosen && (
          <div className="mt-2 flex flex-col gap-1 border-t border-gray-200 pt-2" data-testid="examples-selected">
            <span className="font-medium">{captionOf(chosen, uiLanguage())}</span>
            <button type="button" className={`${linkClass} self-start`} onClick={() => void expand([chosen.id])}>
              {t('maps.examples.expand', { n: depth })}
            </button>
          </div>
        )}
      </aside>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-2">
        {Boolean(properties.error) && <Problem text={problemText(properties.error, t('maps.common.loadFailed'))} />}
        <Notice text={total !== null && total > instances.size && !chosen ? t('maps.common.cappedClasses', { shown: formatNumber(instances.size), total: formatNumber(total) }) : null} />
        <Notice text={model.hidden > 0 ? t('maps.common.capped', { shown: formatNumber(model.nodes.length), hidden: formatNumber(model.hidden) }) : null} />
        {instances.size === 0 && <p className="text-sm text-gray-500">{t('maps.examples.intro')}</p>}
        <p className="text-xs text-gray-500">{t('maps.examples.hint')}</p>
        <div className="min-h-[420px] flex-1">
          <NetworkView nodes={model.nodes} edges={model.edges} selectedNodeId={selected} onSelectNode={setSelected} onDoubleClickNode={(id) => void expand([id])} />
        </div>
      </div>
    </GraphScreen>
  );
}
