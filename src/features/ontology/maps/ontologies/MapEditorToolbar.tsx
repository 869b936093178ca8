import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GraphModel } from '../network/graphModel';
import { smallButton, smallPrimaryButton } from '../ui/mapsUi';
import type { MapEditing } from './useMapEditing';

type Props = { editing: MapEditing; selectedNode: string | null; selectedEdge: string | null; model: GraphModel; classOptions: ReadonlyArray<{ id: string; name: string }> };

/** The map's editing buttons; those about a class or a relation act on the selected one. */
export function MapEditorToolbar({ editing, selectedNode, selectedEdge }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className={smallPrimaryButton} onClick={() => editing.openAddClass(null)} data-testid="map-add-class">
        {t('maps.editor.addClass')}
      </button>
      <button type="button" className={smallButton} disabled={!selectedNode} onClick={() => selectedNode && editing.openAddClass(selectedNode)} data-testid="map-add-subclass">
        {t('maps.editor.addSubclass')}
      </button>
      <button type="button" className={smallButton} onClick={() => editing.openRelation(selectedNode ? { from: selectedNode, to: '' } : null)} data-testid="map-add-relation">
        {t('maps.editor.addRelation')}
      </button>
      <button type="button" className={`${smallButton} ${editing.connecting ? 'border-primary text-primary' : ''}`} aria-pressed={editing.connecting} onClick={editing.toggleConnecting} data-testid="map-connect">
        {editing.connecting ? t('maps.editor.connectStop') : t('maps.editor.connect')}
      </button>
      <button type="button" className={smallButton} disabled={!selectedNode} onClick={() => selectedNode && editing.askRename(selectedNode)}>
        {t('maps.editor.rename')}
      </button>
      {selectedNode ? (
        <Link className={smallButton} to={`/class_list/${selectedNode}`} data-testid="map-open-card">
          {t('maps.editor.openCard')}
        </Link>
      ) : (
        <span className={`${smallButton} cursor-default opacity-50`}>{t('maps.editor.openCard')}</span>
      )}
      <button type="button" className={smallButton} disabled={!selectedNode} onClick={() => selectedNode && void editing.takeOffMap(selectedNode)}>
        {t('maps.editor.removeFromMap')}
      </button>
      <button
        type="button"
        className={smallButton}
        disabled={!selectedNode && !selectedEdge}
        onClick={() => (selectedNode ? void editing.deleteNode(selectedNode) : selectedEdge && void editing.deleteEdge(selectedEdge))}
        data-testid="map-delete"
      >
        {t('maps.common.delete')}
      </button>
    </>
  );
}
