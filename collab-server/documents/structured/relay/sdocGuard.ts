import * as Y from 'yjs';
import { parseDocumentName } from '../../../../realtime/protocol/relay';
import { childrenMap, elementsMap, metaMap } from '../../../../realtime/yjs/structuredDoc/docLayout';
import { readStructure } from '../../../../realtime/yjs/structuredDoc/structureView';
import type { AccessRights } from '../../../../model/documents/elementModel';
import { structureRightsProblem, type StructureView } from '../../../../model/documents/structureRights';
import type { RelayDocument, RelayHook } from '../../../relay';
import { isRelayConnection, SDOC_SERVER_ORIGIN, type RelayConnection } from '../../../relay';

/** The rights of a limited (content-only) editor of a structured document. */
const CONTENT_ONLY: AccessRights = { readOnly: false, editContentAllowed: true, editStructureAllowed: false };

/** Where the relay tells a writer which of their changes it undid (meta `changeRefused`). */
export const CHANGE_REFUSED_KEY = 'changeRefused';
export type ChangeRefused = { userId: string; message: string; at: string };

export type SdocGuardOptions = { onRefused: (doc: string, userId: string, message: string) => void };

type Guarded = {
  undo: Y.UndoManager;
  /** The structure as it was before the update being applied; null when it must be read again. */
  structure: StructureView | null;
  /** The update being checked touched elements or child lists. */
  touched: boolean;
  dispose: () => void;
};

const isLimited = (origin: unknown): origin is RelayConnection => isRelayConnection(origin) && origin.limited;

/**
 * The live half of the edit rights (domain spec §5): a content-only editor of a structured
 * document (relay access 'write-limited') may type, edit fields, and add, move and delete
 * paragraphs, but not add, delete or move sections, lists, bibliography or glossary. Each of
 * their updates is applied in a transaction of its own; when it changed the tree, the tree before
 * and after are compared and a refused update is undone whole (an undo manager tracks only limited
 * connections' transactions): everyone, the writer included, gets the undoing change, so every
 * replica converges on the document without it and the writer's later edits still integrate
 * (dropping the update instead would leave a gap in that client's clock that stalls the rest).
 * The writer is told through meta `changeRefused`. Typing never reads the tree: the tree before
 * is kept and read again only after a transaction that touched elements or child lists.
 */
export function sdocGuardHook(options: SdocGuardOptions): RelayHook {
  const guarded = new Map<RelayDocument, Guarded>();

  // Yjs keys these maps by AbstractType<YEvent<any>>, which a typed Y.Map is not assignable to
  const tree = (doc: Y.Doc): Array<Y.AbstractType<any>> => [elementsMap(doc), childrenMap(doc)]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const touchesTree = (doc: Y.Doc, transaction: Y.Transaction): boolean =>
    tree(doc).some((type) => transaction.changedParentTypes.has(type) || transaction.changed.has(type));

  const watch = (relayDoc: RelayDocument): Guarded => {
    const doc = relayDoc.doc;
    // tracks nothing until a limited connection's transaction begins (added below)
    const undo = new Y.UndoManager(doc, { trackedOrigins: new Set(), captureTimeout: 0 });
    const state: Guarded = { undo, structure: null, touched: false, dispose: () => undefined };
    const before = (transaction: Y.Transaction): void => {
      if (!isLimited(transaction.origin)) return;
      undo.trackedOrigins.add(transaction.origin);
      state.structure ??= readStructure(doc);
      state.touched = false;
    };
    const after = (transaction: Y.Transaction): void => {
      if (!touchesTree(doc, transaction)) return;
      if (isLimited(transaction.origin)) state.touched = true;
      else state.structure = null;
    };
    doc.on('beforeTransaction', before);
    doc.on('afterTransaction', after);
    state.dispose = () => {
      doc.off('beforeTransaction', before);
      doc.off('afterTransaction', after);
      undo.destroy();
    };
    return state;
  };

  const refuse = (relayDoc: RelayDocument, state: Guarded, conn: RelayConnection, message: string): void => {
    const refusal: ChangeRefused = { userId: conn.userId, message, at: new Date().toISOString() };
    relayDoc.doc.transact(() => {
      state.undo.undo();
      metaMap(relayDoc.doc).set(CHANGE_REFUSED_KEY, refusal);
    }, SDOC_SERVER_ORIGIN);
    options.onRefused(relayDoc.name, conn.userId, message);
  };

  return {
    async onLoad(doc) {
      if (parseDocumentName(doc.name)?.kind === 'sdoc') guarded.set(doc, watch(doc));
    },
    afterClientUpdate(doc, conn) {
      const state = guarded.get(doc);
      if (!state || !conn.limited) return;
      if (state.touched) {
        state.touched = false;
        const before = state.structure ?? readStructure(doc.doc);
        const problem = structureRightsProblem(CONTENT_ONLY, before, readStructure(doc.doc));
        if (problem) refuse(doc, state, conn, problem);
        state.structure = null;
      }
      state.undo.clear();
      state.undo.trackedOrigins.delete(conn);
    },
    async onUnload(doc) {
      guarded.get(doc)?.dispose();
      guarded.delete(doc);
    },
  };
}
