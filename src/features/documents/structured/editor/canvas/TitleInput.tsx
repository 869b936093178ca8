import { useState } from 'react';
import { DOCUMENT_LIMITS } from '../../../../../../realtime/protocol/documents/structured';
import { useEditorContext } from '../EditorContext';

type Props = { innerId: string; title: string; placeholder: string; className?: string; testId?: string };

/**
 * An element's title edited in place. While it has the focus the field keeps what is typed (the
 * shared value arrives a frame later and would move the caret); others' changes show as soon as
 * it is left.
 */
export function TitleInput({ innerId, title, placeholder, className = '', testId }: Props) {
  const { editing, readOnly } = useEditorContext();
  const [draft, setDraft] = useState<string | null>(null);
  if (readOnly) {
    return <span className={className}>{title || <span className="text-gray-400">{placeholder}</span>}</span>;
  }
  return (
    <input
      className={`min-w-0 flex-1 rounded border border-transparent bg-transparent px-1 hover:border-gray-200 focus:border-primary focus:bg-white focus:outline-none ${className}`}
      value={draft ?? title}
      maxLength={DOCUMENT_LIMITS.titleMax}
      placeholder={placeholder}
      aria-label={placeholder}
      onFocus={() => setDraft(title)}
      onBlur={() => setDraft(null)}
      onChange={(e) => {
        setDraft(e.target.value);
        editing.setFields(innerId, { title: e.target.value });
      }}
      data-testid={testId ?? `title-${innerId}`}
    />
  );
}
