import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { parseReferences } from '../../../../model/documents/referenceSyntax';
import './richText.css';

/**
 * References in the text shown for what they are: the display name as a chip, the kind and id
 * before it hidden (no internal ids on screens) — the text itself stays the reference syntax of
 * §3.10 (what is stored and what others' editors hold), only its look changes.
 */

const key = new PluginKey<DecorationSet>('referenceHighlight');

function decorate(doc: ProseMirrorNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    if (node.type.spec.code) return false;
    // leaves (line breaks) count as one character, as they do in positions
    const text = node.textBetween(0, node.content.size, undefined, '\ufffc');
    if (!text.includes(':')) return false;
    for (const ref of parseReferences(text)) {
      const start = pos + 1 + ref.offset;
      const nameAt = ref.displayName ? ref.referenceString.lastIndexOf('(') : -1;
      const idEnd = nameAt > 0 ? start + nameAt : start + ref.length;
      // two pieces that do not overlap (ProseMirror would cut overlapping ones into more spans)
      if (idEnd < start + ref.length) decorations.push(Decoration.inline(idEnd, start + ref.length, { class: `doc-ref-chip doc-ref-${ref.kind}`, 'data-ref-kind': ref.kind }));
      decorations.push(Decoration.inline(start, idEnd, { class: idEnd < start + ref.length ? 'doc-ref-id' : `doc-ref-id doc-ref-chip doc-ref-${ref.kind}` }));
    }
    return false;
  });
  return DecorationSet.create(doc, decorations);
}

export const ReferenceHighlight = Extension.create({
  name: 'referenceHighlight',
  addProseMirrorPlugins: () => [
    new Plugin<DecorationSet>({
      key,
      state: {
        init: (_config, state) => decorate(state.doc),
        apply: (tr, previous) => (tr.docChanged ? decorate(tr.doc) : previous),
      },
      props: { decorations: (state) => key.getState(state) },
    }),
  ],
});
