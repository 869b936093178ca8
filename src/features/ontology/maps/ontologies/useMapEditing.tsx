import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBCLASS_PREDICATE, parseTripletId } from '../network/graphModel';
import type { MapGraphData } from '../data/useMapGraph';
import { addParent, createClass, createObjectProperty, deleteEntity, removeFromMap, removeParent, removePropertyLink, renameEntity } from '../data/mapEditing';
import { NameDialog } from '../ui/NameDialog';
import { notifyDone, notifyProblem } from '../ui/mapsUi';
import { useConfirm } from '../../../../components/useConfirm';
import { ClassDialog } from './ClassDialog';
import { RelationDialog, type RelationDraft, type RelationKind } from './RelationDialog';

export type MapEditing = ReturnType<typeof useMapEditing>;

/**
 * The edits made on a map's graph: new classes and subclasses, relations drawn or chosen,
 * renaming, deleting (the server's refusals are shown as it words them) and taking classes off
 * the map. Every edit reloads the map; other users see it through the hub.
 */
export function useMapEditing(mapId: string, data: MapGraphData | null, reload: () => void) {
  const { t } = useTranslation();
  const [confirm, confirmElement] = useConfirm();
  const [connecting, setConnecting] = useState(false);
  const [classDialog, setClassDialog] = useState<{ parentId: string | null } | null>(null);
  const [relation, setRelation] = useState<RelationDraft | null | undefined>(undefined);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const classes = data?.classes ?? [];
  /** What a confirmation or a message calls a class or property: its caption. */
  const nameOf = (id: string): string => classes.find((c) => c.id === id)?.caption ?? data?.properties.find((p) => p.id === id)?.caption ?? id;
  /** A class's or property's own name, to be renamed. */
  const ownNameOf = (id: string): string => classes.find((c) => c.id === id)?.name ?? data?.properties.find((p) => p.id === id)?.name ?? '';

  /** `done`: a message for changes the graph does not show by itself (null: the graph shows it). */
  async function run(action: () => Promise<unknown>, done: string | null, failed: string): Promise<void> {
    try {
      await action();
      if (done) notifyDone(done);
      reload();
    } catch (error) {
      notifyProblem(error, failed);
      throw error;
    }
  }

  const saveClass = (name: string, parentId: string | null) =>
    run(() => createClass(name, mapId, parentId), null, t('maps.common.saveFailed'));

  const saveRelation = (kind: RelationKind, from: string, to: string, name: string) =>
    run(
      () => (kind === 'subclass' ? addParent(from, to) : createObjectProperty(name, from, to, mapId)),
      null,
      t('maps.common.saveFailed'),
    );

  const saveName = async (name: string) => {
    if (renaming) await run(() => renameEntity(renaming.id, name), t('maps.editor.renamed', { name }), t('maps.common.saveFailed'));
  };

  async function deleteNode(id: string) {
    const name = nameOf(id);
    if (!(await confirm({ title: t('maps.editor.deleteClassTitle'), text: t('maps.editor.deleteClassText', { name }) }))) return;
    await run(() => deleteEntity(id), t('maps.editor.deleted', { name }), t('maps.common.deleteFailed')).catch(() => undefined);
  }

  async function takeOffMap(id: string) {
    const name = nameOf(id);
    await run(() => removeFromMap([id], mapId), t('maps.editor.removedFromMap', { name }), t('maps.common.saveFailed')).catch(() => undefined);
  }

  /** A selected edge: a subclass axiom loses the parent; a property loses that domain (or goes, when it was the only one). */
  async function deleteEdge(edgeId: string) {
    const triple = parseTripletId(edgeId);
    if (!triple) return;
    const subclass = triple.predicate === SUBCLASS_PREDICATE;
    const text = subclass
      ? t('maps.editor.deleteSubclassText', { child: nameOf(triple.subject), parent: nameOf(triple.object) })
      : t('maps.editor.deleteRelationText', { name: nameOf(triple.predicate), from: nameOf(triple.subject), to: nameOf(triple.object) });
    if (!(await confirm({ title: t('maps.editor.deleteRelationTitle'), text }))) return;
    const domains = data?.properties.find((p) => p.id === triple.predicate)?.domains.length ?? 1;
    await run(
      () => (subclass ? removeParent(triple.subject, triple.object) : removePropertyLink(triple.predicate, triple.subject, domains)),
      t('maps.editor.relationDeleted'),
      t('maps.common.deleteFailed'),
    ).catch(() => undefined);
  }

  const options = classes.map((c) => ({ id: c.id, name: c.caption }));
  const dialogs: ReactNode = (
    <>
      <ClassDialog open={classDialog !== null} classes={options} parentId={classDialog?.parentId ?? null} onClose={() => setClassDialog(null)} onSave={saveClass} />
      <RelationDialog open={relation !== undefined} classes={options} draft={relation ?? null} onClose={() => setRelation(undefined)} onSave={saveRelation} />
      <NameDialog open={renaming !== null} title={t('maps.editor.renameTitle')} initial={renaming?.name ?? ''} onClose={() => setRenaming(null)} onSave={saveName} />
      {confirmElement}
    </>
  );

  return {
    connecting,
    toggleConnecting: () => setConnecting((c) => !c),
    connected: (from: string, to: string) => {
      setConnecting(false);
      setRelation({ from, to });
    },
    openAddClass: (parentId: string | null) => setClassDialog({ parentId }),
    openRelation: (draft: RelationDraft | null) => setRelation(draft),
    askRename: (id: string) => setRenaming({ id, name: ownNameOf(id) }),
    deleteNode,
    deleteEdge,
    takeOffMap,
    dialogs,
  };
}
