import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contentFragment } from '../../../../../../realtime/yjs/structuredDoc/docLayout';
import { useEditorContext } from '../EditorContext';
import { useFocusWanted } from '../live/focusRequest';
import { ContentEditor } from './ContentEditor';
import { fragmentText } from './fragmentText';
import { useNearViewport } from './viewportWatcher';

type Props = { innerId: string; label: string; className?: string };

/**
 * An element's content: its Tiptap editor while the element is near the viewport or focused,
 * its plain text otherwise (kept at the editor's last height, so scrolling does not jump).
 * Clicking the text mounts the editor with the caret in it, and so does a focus request.
 */
export function ContentSlot({ innerId, label, className = '' }: Props) {
  const { focusRequest } = useEditorContext();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const [focused, setFocused] = useState(false);
  const [activated, setActivated] = useState(false);
  // an element just added: its editor is mounted at once to take the caret (the viewport watcher reports later)
  const wanted = useFocusWanted(focusRequest, innerId, 'content');
  const lastHeight = useRef<number | undefined>(undefined);
  const mounted = near || focused || activated || wanted;

  useEffect(() => {
    const element = slot.current;
    if (!mounted || !element) return;
    // keep the height the editor had, so the page does not shift when it unmounts
    const observer = new ResizeObserver(() => (lastHeight.current = element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [mounted]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setFocused(false);
      setActivated(false);
    }
  }

  return (
    <div
      ref={slot}
      className={className}
      style={mounted ? undefined : { minHeight: lastHeight.current }}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-testid={`slot-${innerId}`}
      data-mounted={mounted ? 'true' : 'false'}
    >
      {mounted ? <ContentEditor innerId={innerId} label={label} autoFocus={activated} /> : <ContentPreview innerId={innerId} onActivate={() => setActivated(true)} />}
    </div>
  );
}

function ContentPreview({ innerId, onActivate }: { innerId: string; onActivate: () => void }) {
  const { t } = useTranslation();
  const { session } = useEditorContext();
  const [text, setText] = useState(() => fragmentText(contentFragment(session.doc, innerId)));
  useEffect(() => {
    const fragment = contentFragment(session.doc, innerId);
    const refresh = () => setText(fragmentText(fragment));
    refresh();
    fragment.observeDeep(refresh);
    return () => fragment.unobserveDeep(refresh);
  }, [session, innerId]);
  return (
    <div
      role="textbox"
      tabIndex={0}
      className="min-h-[1.75rem] cursor-text whitespace-pre-wrap px-2 py-1 text-gray-800"
      onFocus={onActivate}
      onClick={onActivate}
      aria-label={t('sdocEditor.canvas.editContent')}
    >
      {text || <span className="text-gray-400">{t('sdocEditor.canvas.emptyContent')}</span>}
    </div>
  );
}
