import { useEffect, useRef, useState } from 'react';
import { DOCUMENT_LIMITS } from '../../../../../../realtime/protocol/documents/structured';
import { useEditorContext } from '../EditorContext';
import { useFocusWanted } from '../live/focusRequest';

type Props = { innerId: string; title: string; placeholder: string; className?: string; testId?: string };

/**
 * An element's title edited in place. While it has the focus the field keeps what is typed (the
 * shared value arrives a frame later and would move the caret); others' changes show as soon as
 * it is left. A section just added takes the caret here (a focus request).
 */
export function TitleInput({ innerId, title, placeholder, className = '', testId }: Props) {
  const { editing, readOnly, focusRequest, activeEditor } = useEditorContext();
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const focusWanted = useFocusWanted(focusRequest, innerId, 'title');
  useEffect(() => {
    if (!focusWanted || !input.current) return;
    input.current.focus();
    input.current.scrollIntoView({ block: 'nearest' });
    focusRequest.fulfilled(innerId, 'title');
  }, [focusWanted, focusRequest, innerId]);
  if (readOnly) {
    return <span className={className}>{title || <span className="text-gray-400">{placeholder}</span>}</span>;
  }
  return (
    <input
      ref={input}
      className={`min-w-0 flex-1 rounded border border-transparent bg-transparent px-1 hover:border-gray-200 focus:border-primary focus:bg-white focus:outline-none ${className}`}
      value={draft ?? title}
      maxLength={DOCUMENT_LIMITS.titleMax}
      placeholder={placeholder}
      aria-label={placeholder}
      onFocus={() => {
        setDraft(title);
        // a title has no formatting: the toolbar is off while it is edited
        activeEditor.set(null);
      }}
      onBlur={() => setDraft(null)}
      onChange={(e) => {
        setDraft(e.target.value);
        editing.setFields(innerId, { title: e.target.value });
      }}
      data-testid={testId ?? `title-${innerId}`}
    />
  );
}
