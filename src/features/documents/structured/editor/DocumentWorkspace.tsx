import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Problem } from '../../../../components/Problem';
import type { LoadedDocument } from '../../../../../realtime/protocol/documents/structured';
import { EditorContext, type EditorContextValue } from './EditorContext';
import { DocumentCanvas } from './canvas/DocumentCanvas';
import { CanvasToolbar } from './canvas/CanvasToolbar';
import { DocumentTree } from './tree/DocumentTree';
import { useTreeActions } from './tree/useTreeActions';
import { PresenceAvatars } from './presence/PresenceAvatars';
import type { PresentUser } from './presence/presenceModel';
import { DocumentStatus } from './status/DocumentStatus';
import { editingOnDoc } from './live/editingOnDoc';
import { elementNumbers } from './live/elementNumbers';
import { ValueStore } from './live/selectionStore';
import { FocusRequestStore } from './live/focusRequest';
import type { Editor } from '@tiptap/core';
import { useDocConnection, type SessionUser } from './live/useDocConnection';
import { usePresence } from './live/usePresence';
import { useSaveState } from './live/useSaveState';
import { useChangeUndone } from './live/useChangeUndone';
import { useStructureSnapshot, useStructureStore } from './live/useStructure';
import { useOfflineCapable } from '../../../../shell/status/useOfflineCapable';

type Props = {
  documentId: string;
  loaded: LoadedDocument;
  self: SessionUser;
  /** Show this element's subtree only (the single-element page); the whole document otherwise. */
  focusId?: string;
  /** The page's own heading line (name, links). */
  heading: (status: ReactNode) => ReactNode;
};

/**
 * The live editor of one structured document: the tree on the left (unless one element is
 * edited alone), the document on the right, status and presence above. Everything edits one
 * shared Y.Doc; the server saves it.
 */
export function DocumentWorkspace({ documentId, loaded, self, focusId, heading }: Props) {
  const { t } = useTranslation();
  const rights = loaded.accessRightsResolved;
  const readOnly = rights.readOnly || (!rights.editContentAllowed && !rights.editStructureAllowed);
  const { session, status, synced, failed } = useDocConnection(documentId, self, { keepOffline: !readOnly });
  // an editor keeps working offline: its edits stay in the Y.Doc and merge when the relay is back
  useOfflineCapable(!readOnly);
  const doc = session?.doc ?? null;
  const store = useStructureStore(doc, elementNumbers);
  const structure = useStructureSnapshot(store);
  const { state: saveState, refused } = useSaveState(doc, synced);
  useChangeUndone(doc, synced, self.id);
  const others = usePresence(session?.awareness ?? null, self.id);
  const [presence] = useState(() => new ValueStore<PresentUser[]>([]));
  const [selection] = useState(() => new ValueStore<string | null>(null));
  const [focusRequest] = useState(() => new FocusRequestStore());
  const [activeEditor] = useState(() => new ValueStore<Editor | null>(null));
  useEffect(() => presence.set(others), [presence, others]);

  const reveal = useCallback(
    (id: string) => {
      selection.set(id);
      document.querySelector(`[data-testid="sdoc-canvas"] [data-element-id="${CSS.escape(id)}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    },
    [selection],
  );
  const base = useMemo(
    () => (session ? { documentId, session, self, rights, readOnly, store, selection, focusRequest, activeEditor, presence, editing: editingOnDoc(session.doc, self.id) } : null),
    [documentId, session, self, rights, readOnly, store, selection, focusRequest, activeEditor, presence],
  );
  const [actions, confirmElement] = useTreeActions(base);
  const context = useMemo<EditorContextValue | null>(() => (base ? { ...base, reveal } : null), [base, reveal]);
  const titleOf = useCallback((id: string) => store.element(id)?.title || t(`sdocEditor.kinds.${store.element(id)?.kind ?? 'ContentHolder'}`), [store, t]);

  const statusLine = (
    <div className="flex items-center gap-4">
      <PresenceAvatars presence={presence} titleOf={titleOf} onPick={reveal} />
      <DocumentStatus status={status} saveState={saveState} readOnly={readOnly} />
    </div>
  );
  const rootId = focusId ?? structure?.rootId;

  return (
    <div className="flex h-full min-h-0 flex-col gap-2 p-3" data-testid="sdoc-editor" data-readonly={readOnly ? 'true' : 'false'} data-synced={synced ? 'true' : 'false'}>
      {heading(statusLine)}
      {loaded.orderBroken && <Problem text={t('sdocEditor.errors.orderBroken')} />}
      {failed && <Problem text={t('sdocEditor.errors.sessionFailed')} />}
      {refused && !readOnly && <Problem text={t('sdocEditor.errors.saveRefused', { message: refused })} testId="sdoc-save-refused" />}
      {!context || !structure || !rootId ? (
        <p className="p-4 text-sm text-gray-500" data-testid="sdoc-loading">
          {synced && !structure ? t('sdocEditor.errors.emptyDocument') : t('sdocEditor.common.loadingDocument')}
        </p>
      ) : !structure.elements[rootId] ? (
        <Problem text={t('sdocEditor.errors.elementGone')} />
      ) : (
        <EditorContext.Provider value={context}>
          <div className="flex min-h-0 flex-1 gap-3">
            {!focusId && (
              <aside className="flex min-h-0 w-80 shrink-0 flex-col">
                <DocumentTree actions={actions} />
              </aside>
            )}
            <div className="flex min-h-0 min-w-0 flex-1 flex-col">
              <CanvasToolbar />
              <DocumentCanvas rootId={rootId} />
            </div>
          </div>
        </EditorContext.Provider>
      )}
      {confirmElement}
    </div>
  );
}
