import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/core';
import { pickedReferenceText } from '../../../../model/documents/referencePicking';
import type { ReferencePick } from '../../../../realtime/protocol/documents/referenceSearch';
import { readTrigger, replaceTrigger, type ActiveTrigger, type PickerKeyHandler, type ReferenceTriggerStorage } from './referenceTrigger';
import { useReferenceSearch } from './useReferenceSearch';

type Props = { editor: Editor | null; documentId?: string };

const sameTrigger = (a: ActiveTrigger | null, b: ActiveTrigger | null) => a === b || (a !== null && b !== null && a.from === b.from && a.to === b.to && a.query === b.query);

/** The editor's open ':' search, or null; re-renders only when it changes. */
function useActiveTrigger(editor: Editor | null): ActiveTrigger | null {
  const last = useRef<ActiveTrigger | null>(null);
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!editor) return () => undefined;
      editor.on('transaction', listener);
      return () => void editor.off('transaction', listener);
    },
    [editor],
  );
  return useSyncExternalStore(subscribe, () => {
    const now = editor && !editor.isDestroyed ? readTrigger(editor.state) : null;
    if (!sameTrigger(now, last.current)) last.current = now;
    return last.current;
  });
}

/**
 * The list that opens at a ':' typed in a document's text (referenceTrigger.ts): what the words
 * after it find on the server, kind by kind; ↑/↓ choose, Enter or a click writes the reference
 * with its display name, Escape or a space closes it and leaves the ':' as typed. Everything it
 * shows is React text: a name holding markup is shown as those characters.
 */
export function ReferencePicker({ editor, documentId }: Props) {
  const trigger = useActiveTrigger(editor);
  const { items, loading, failed } = useReferenceSearch(trigger?.query ?? null, documentId);
  const [chosen, setChosen] = useState(0);
  useEffect(() => setChosen(0), [items]);

  const pick = useCallback(
    (item: ReferencePick) => {
      if (!editor) return;
      replaceTrigger(editor.view, pickedReferenceText(item));
      editor.view.focus();
    },
    [editor],
  );

  // the keys the editor passes on while the list is open
  const keys = useRef<PickerKeyHandler>(() => false);
  keys.current = (key) => {
    if (items.length === 0) return false;
    if (key === 'ArrowDown') setChosen((n) => (n + 1) % items.length);
    else if (key === 'ArrowUp') setChosen((n) => (n - 1 + items.length) % items.length);
    else pick(items[Math.min(chosen, items.length - 1)]!);
    return true;
  };
  useEffect(() => {
    if (!editor) return;
    const storage = (editor.storage as unknown as Record<string, ReferenceTriggerStorage | undefined>).referenceTrigger;
    if (!storage) return;
    storage.onKey = (key) => keys.current(key);
    return () => {
      storage.onKey = null;
    };
  }, [editor]);

  // the list follows its ':' when the page or the document pane scrolls
  const [, setLayout] = useState(0);
  const open = trigger !== null;
  useEffect(() => {
    if (!open) return;
    const follow = () => setLayout((n) => n + 1);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open]);

  if (!editor || !trigger || editor.isDestroyed) return null;
  let at: { left: number; bottom: number };
  try {
    at = editor.view.coordsAtPos(trigger.from);
  } catch {
    return null;
  }
  return createPortal(
    <PickerList trigger={trigger} at={at} items={items} loading={loading} failed={failed} chosen={chosen} onChoose={setChosen} onPick={pick} />,
    document.body,
  );
}

type ListProps = {
  trigger: ActiveTrigger;
  at: { left: number; bottom: number };
  items: ReferencePick[];
  loading: boolean;
  failed: boolean;
  chosen: number;
  onChoose: (index: number) => void;
  onPick: (item: ReferencePick) => void;
};

function PickerList({ trigger, at, items, loading, failed, chosen, onChoose, onPick }: ListProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  // braces: newer browsers' scrollIntoView returns a promise, which React would take for a cleanup
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [chosen]);
  const status = !trigger.query.trim()
    ? t('simpleDocs.picker.hint')
    : failed
      ? t('simpleDocs.picker.failed')
      : loading && items.length === 0
        ? t('simpleDocs.picker.searching')
        : items.length === 0
          ? t('simpleDocs.picker.nothing')
          : null;
  const left = Math.max(8, Math.min(at.left, window.innerWidth - 392));
  return (
    <div
      className="fixed z-50 w-96 rounded border border-gray-200 bg-white text-sm shadow-lg"
      style={{ left, top: at.bottom + 4 }}
      // the editor keeps the focus (and the caret) while the list is used with the mouse
      onMouseDown={(event) => event.preventDefault()}
      data-testid="reference-picker"
    >
      {status && (
        <p className="px-3 py-2 text-gray-500" data-testid="reference-picker-status">
          {status}
        </p>
      )}
      {items.length > 0 && (
        <ul ref={list} role="listbox" aria-label={t('simpleDocs.picker.title')} className="max-h-72 overflow-y-auto py-1">
          {items.map((item, index) => (
            <li
              key={`${item.kind}:${item.id}`}
              role="option"
              aria-selected={index === chosen}
              className={`flex cursor-pointer items-baseline gap-2 px-3 py-1.5 ${index === chosen ? 'bg-primary-light' : 'hover:bg-gray-50'}`}
              onMouseEnter={() => onChoose(index)}
              onClick={() => onPick(item)}
              data-testid="reference-pick"
              data-kind={item.kind}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate text-gray-900">{item.name}</span>
                {(item.matchedLabel || item.context) && (
                  <span className="block truncate text-xs text-gray-500">
                    {item.matchedLabel ? t(item.matchedLanguage ? 'simpleDocs.picker.byLabel' : 'simpleDocs.picker.byLabelPlain', { label: item.matchedLabel, language: item.matchedLanguage }) : item.context}
                  </span>
                )}
              </span>
              <span className="shrink-0 rounded bg-gray-100 px-1.5 text-xs text-gray-600">{t(`simpleDocs.picker.kinds.${item.kind}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="border-t border-gray-100 px-3 py-1 text-xs text-gray-400">{t('simpleDocs.picker.keys')}</p>
    </div>
  );
}
