import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { referenceTrigger } from '../../../../model/documents/referencePicking';

/**
 * The ':' of the reference picker as editor state: typing ':' opens a search at the caret; it
 * follows the characters typed after it and closes when the caret leaves that run (a space, a
 * click elsewhere), on Escape, on blur, or when a pick replaces it. Only a ':' typed (or the
 * toolbar's button) opens it — a caret merely placed after an old colon does not, and neither
 * does a colon another person types.
 */

/** Where the search is: the ':' at `from`, the query up to the caret at `to`. */
export type ActiveTrigger = { from: number; to: number; query: string };
type TriggerState = { active: ActiveTrigger | null };
type TriggerMeta = { open?: true; close?: true };

export const referenceTriggerKey = new PluginKey<TriggerState>('referenceTrigger');

/** Keys the open picker takes from the editor; it answers whether it used the key. */
export type PickerKeyHandler = (key: 'ArrowUp' | 'ArrowDown' | 'Enter' | 'Tab') => boolean;
export type ReferenceTriggerStorage = { onKey: PickerKeyHandler | null };

const PICKER_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Enter', 'Tab']);

function triggerAt(state: EditorState): ActiveTrigger | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const $at = selection.$from;
  if (!$at.parent.isTextblock || $at.parent.type.spec.code || $at.marks().some((mark) => mark.type.spec.code)) return null;
  // leaves (line breaks) count as one character, as they do in positions
  const found = referenceTrigger($at.parent.textBetween(0, $at.parentOffset, undefined, '\ufffc'));
  return found ? { from: $at.pos - found.length, to: $at.pos, query: found.query } : null;
}

function next(tr: Transaction, previous: TriggerState, state: EditorState): TriggerState {
  const meta = tr.getMeta(referenceTriggerKey) as TriggerMeta | undefined;
  if (meta?.close || (!meta?.open && !previous.active)) return meta?.close || previous.active ? { active: null } : previous;
  const active = triggerAt(state);
  // still the same ':' (the text before it may have moved)
  if (active && previous.active && !meta?.open && tr.mapping.map(previous.active.from) !== active.from) return { active: null };
  return { active };
}

export const readTrigger = (state: EditorState): ActiveTrigger | null => referenceTriggerKey.getState(state)?.active ?? null;

export const closeTrigger = (view: EditorView): void => {
  if (readTrigger(view.state)) view.dispatch(view.state.tr.setMeta(referenceTriggerKey, { close: true } satisfies TriggerMeta));
};

/** Puts a ':' at the caret and opens the search (the toolbar's button). */
export const openTrigger = (view: EditorView): void => {
  const { from, to } = view.state.selection;
  view.dispatch(view.state.tr.insertText(':', from, to).setMeta(referenceTriggerKey, { open: true } satisfies TriggerMeta));
};

/** Replaces the ':' and the query with the picked text (and a space to type on after it). */
export function replaceTrigger(view: EditorView, text: string): void {
  const active = readTrigger(view.state);
  if (!active) return;
  view.dispatch(view.state.tr.insertText(`${text} `, active.from, active.to).setMeta(referenceTriggerKey, { close: true } satisfies TriggerMeta));
}

export const ReferenceTrigger = Extension.create<Record<string, never>, ReferenceTriggerStorage>({
  name: 'referenceTrigger',
  addStorage: () => ({ onKey: null }),
  addProseMirrorPlugins() {
    const storage = this.storage;
    return [
      new Plugin<TriggerState>({
        key: referenceTriggerKey,
        state: { init: () => ({ active: null }), apply: (tr, previous, _old, state) => next(tr, previous, state) },
        props: {
          handleTextInput(view, from, to, text) {
            if (!text.endsWith(':') || !view.editable) return false;
            view.dispatch(view.state.tr.insertText(text, from, to).setMeta(referenceTriggerKey, { open: true } satisfies TriggerMeta));
            return true;
          },
          handleKeyDown(view, event) {
            if (!readTrigger(view.state)) return false;
            if (event.key === 'Escape') {
              closeTrigger(view);
              return true;
            }
            if (!PICKER_KEYS.has(event.key) || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return false;
            return storage.onKey?.(event.key as Parameters<PickerKeyHandler>[0]) ?? false;
          },
          handleDOMEvents: {
            blur(view) {
              closeTrigger(view);
              return false;
            },
          },
        },
      }),
    ];
  },
});
