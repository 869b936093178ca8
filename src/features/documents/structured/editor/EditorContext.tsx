import { createContext, useContext } from 'react';
import type { AccessRights } from '../../../../../model/documents/elementModel';
import type { StructuredDocConnection } from '../../../../../realtime/yjs/structuredDoc/structuredDocConnection';
import type { SessionUser } from './live/useDocConnection';
import type { StructureStore } from './live/structureStore';
import type { SelectionStore, ValueStore } from './live/selectionStore';
import type { PresentUser } from './presence/presenceModel';
import type { DocumentEditing } from './live/documentEditing';
import type { FocusRequestStore } from './live/focusRequest';
import type { Editor } from '@tiptap/core';

/** What every part of the editor reads; stable for the page's life, so reading it re-renders nothing. */
export type EditorContextValue = {
  documentId: string;
  session: StructuredDocConnection;
  self: SessionUser;
  rights: AccessRights;
  /** No editing controls, editors not editable (the relay refuses the writes anyway). */
  readOnly: boolean;
  /** The live structure and each element's resolved number (subscribe per element: useElement…). */
  store: StructureStore;
  editing: DocumentEditing;
  /** The tree's selected element (subscribe with useSelected). */
  selection: SelectionStore;
  /** The element field that should take the caret next (an element just added). */
  focusRequest: FocusRequestStore;
  /** The element editor last typed in: the formatting toolbar and the reference picker act on it. */
  activeEditor: ValueStore<Editor | null>;
  /** The other people here and the element each is in. */
  presence: ValueStore<PresentUser[]>;
  /** Brings an element into view in the document pane (from the tree). */
  reveal: (id: string) => void;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditorContext outside the structured-document editor');
  return value;
}
