import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { contentFragment } from '../../../../../../realtime/yjs/structuredDoc/docLayout';
import { fragmentText } from '../canvas/fragmentText';
import { withDisplayNames } from '../../../../../../model/documents/referenceSyntax';

/** How much of a paragraph a tree row shows. */
export const PREVIEW_CHARS = 60;

/** The first words of a text, on one line (references by their names), cut at a word when longer than `limit`, with an ellipsis. */
export function previewOf(text: string, limit = PREVIEW_CHARS): string {
  const line = withDisplayNames(text).replace(/\s+/g, ' ').trim();
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The live beginning of an element's text (its content fragment), or '' when off or empty. */
export function useContentPreview(doc: Y.Doc, innerId: string, enabled: boolean): string {
  const [preview, setPreview] = useState('');
  useEffect(() => {
    if (!enabled) {
      setPreview('');
      return;
    }
    const fragment = contentFragment(doc, innerId);
    const read = () => setPreview(previewOf(fragmentText(fragment)));
    read();
    fragment.observeDeep(read);
    return () => fragment.unobserveDeep(read);
  }, [doc, innerId, enabled]);
  return preview;
}
