import { useTranslation } from 'react-i18next';
import type { SearchSettings } from '../../../../realtime/protocol/semanticSearch';
import { Button } from '../../../components/Button';
import type { Catalog } from '../model/catalog';
import { classNameOf } from '../model/catalog';
import { choiceKey, relationChoices, relationText } from '../model/relationChoices';
import { addRelatedNode, edgeInto, graphOf, removeNode, updateEdge, updateNode } from '../model/searchDraft';
import { matching, PickBox } from '../../../components/PickBox';

type Props = {
  settings: SearchSettings;
  catalog: Catalog;
  node: string;
  onChange: (settings: SearchSettings) => void;
  onSelect: (node: string | null) => void;
  /** Another root class: the search starts over from it. */
  onRoot: (classId: string) => void;
};

/** The chosen class of the query: its subclasses switch, the relation it was reached by, and the classes one may add from it. */
export function NodePanel({ settings, catalog, node, onChange, onSelect, onRoot }: Props) {
  const { t } = useTranslation();
  const graph = graphOf(settings);
  const current = graph.nodes.find((n) => n.id === node);
  if (!current) return null;
  const root = graph.nodes[0]?.id === node;
  const edge = edgeInto(settings, node);
  const choices = relationChoices(catalog, current.classId);

  function add(key: string) {
    const choice = choices.find((c) => choiceKey(c) === key);
    if (!choice) return;
    const added = addRelatedNode(settings, node, choice, choice.targetClass);
    onChange(added.settings);
    onSelect(added.node);
  }

  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="node-panel">
      <div>
        <div className="text-xs text-gray-500">{root ? t('semanticSearch.node.rootClass') : t('semanticSearch.node.class')}</div>
        <div className="font-medium text-gray-900" data-testid="node-class">
          {classNameOf(catalog, current.classId) || t('semanticSearch.node.unknownClass')}
        </div>
        {edge && (
          <div className="text-xs text-gray-600" data-testid="node-relation">
            {relationText(catalog, { propId: edge.propId, direction: edge.direction, targetClass: current.classId })}
          </div>
        )}
      </div>
      {root && (
        <PickBox
          placeholder={t('semanticSearch.node.changeRoot')}
          search={(text) => matching([...catalog.classes.values()], text)}
          onPick={(picked) => onRoot(picked.id)}
          testId="root-change"
        />
      )}
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={current.subclasses} onChange={(e) => onChange(updateNode(settings, node, { subclasses: e.target.checked }))} data-testid="node-subclasses" />
        {t('semanticSearch.node.subclasses')}
      </label>
      {edge && (
        <label className="flex items-center gap-2" title={t('semanticSearch.node.optionalHint')}>
          <input type="checkbox" checked={edge.optional} onChange={(e) => onChange(updateEdge(settings, edge.id, { optional: e.target.checked }))} data-testid="node-optional" />
          {t('semanticSearch.node.optional')}
        </label>
      )}
      <label className="flex flex-col gap-1">
        <span className="text-xs text-gray-500">{t('semanticSearch.node.addRelated')}</span>
        <select className="rounded border border-gray-300 px-2 py-1" value="" onChange={(e) => add(e.target.value)} disabled={choices.length === 0} data-testid="node-add-relation">
          <option value="">{choices.length === 0 ? t('semanticSearch.node.noRelations') : t('semanticSearch.node.pickRelation')}</option>
          {choices.map((choice) => (
            <option key={choiceKey(choice)} value={choiceKey(choice)}>
              {relationText(catalog, choice)}
            </option>
          ))}
        </select>
      </label>
      {!root && (
        <div>
          <Button
            variant="danger"
            onClick={() => {
              onChange(removeNode(settings, node));
              onSelect(edge?.from ?? null);
            }}
            data-testid="node-remove"
          >
            {t('semanticSearch.node.remove')}
          </Button>
        </div>
      )}
    </div>
  );
}
