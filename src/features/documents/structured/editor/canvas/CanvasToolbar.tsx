import { useSyncExternalStore } from 'react';
import { FormattingToolbar } from '../../../richText/FormattingToolbar';
import { ReferencePicker } from '../../../richText/ReferencePicker';
import { useEditorContext } from '../EditorContext';

/**
 * The formatting bar above the document pane, acting on the element being edited (the editor
 * last focused), and the ':' reference picker of that element. Off until an element's text is
 * edited; not shown to readers.
 */
export function CanvasToolbar() {
  const { activeEditor, readOnly, documentId } = useEditorContext();
  const editor = useSyncExternalStore(activeEditor.subscribe, activeEditor.get);
  if (readOnly) return null;
  return (
    <>
      <FormattingToolbar editor={editor} className="rounded-t border border-b-0 border-gray-200" />
      <ReferencePicker editor={editor} documentId={documentId} />
    </>
  );
}
