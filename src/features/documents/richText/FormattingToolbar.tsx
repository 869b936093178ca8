import { useTranslation } from 'react-i18next';
import { useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/core';
import { FORMATTING_TOOLS } from './formattingTools';
import { LinkTool } from './LinkTool';
import { openTrigger } from './referenceTrigger';

type Props = {
  /** The editor the buttons act on; none: the buttons are there but off (no element is being edited). */
  editor: Editor | null;
  className?: string;
};

const ALL_TOOLS = FORMATTING_TOOLS.flat();
const NONE = { marks: ALL_TOOLS.map(() => false), link: false };

/**
 * The formatting bar of the document editors — the simple document's editor and the structured
 * document's elements, where it acts on the element being edited. The buttons never take the
 * focus: the caret stays where it was, and the change applies there. The last button starts a
 * reference (a ':' that opens the picker).
 */
export function FormattingToolbar({ editor, className = '' }: Props) {
  const { t } = useTranslation();
  // re-rendered on every transaction: the buttons show the marks at the cursor
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e && !e.isDestroyed ? { marks: ALL_TOOLS.map((tool) => tool.active?.(e) ?? false), link: e.isActive('link') } : NONE),
    equalityFn: (a, b) => a.link === b?.link && a.marks.every((on, i) => on === b.marks[i]),
  }) ?? NONE;
  const off = !editor || !editor.isEditable;
  let index = 0;
  return (
    <div role="toolbar" aria-label={t('simpleDocs.editor.toolbar')} data-no-print className={`flex flex-wrap items-center gap-1 border-b border-gray-200 bg-gray-50 px-2 py-1 ${className}`} data-testid="formatting-toolbar">
      {FORMATTING_TOOLS.map((group, g) => (
        <div key={g} className="flex items-center gap-0.5 border-r border-gray-200 pr-1">
          {group.map((tool) => {
            const on = active.marks[index++] ?? false;
            return (
              <button
                key={tool.key}
                type="button"
                title={t(`simpleDocs.editor.tools.${tool.key}`)}
                aria-label={t(`simpleDocs.editor.tools.${tool.key}`)}
                aria-pressed={tool.active ? on : undefined}
                disabled={off}
                data-testid={`tool-${tool.key}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => editor && tool.run(editor)}
                className={`min-w-8 rounded px-2 py-1 text-sm disabled:opacity-40 ${on ? 'bg-primary text-white' : 'text-gray-800 hover:bg-gray-200 disabled:hover:bg-transparent'} ${tool.key === 'italic' ? 'italic' : ''} ${tool.key === 'bold' ? 'font-bold' : ''} ${tool.key === 'underline' ? 'underline' : ''} ${tool.key === 'strike' ? 'line-through' : ''}`}
              >
                {tool.label}
              </button>
            );
          })}
        </div>
      ))}
      <div className="flex items-center gap-0.5">
        <LinkTool editor={off ? null : editor} active={active.link} />
        <button
          type="button"
          title={t('simpleDocs.editor.tools.reference')}
          aria-label={t('simpleDocs.editor.tools.reference')}
          disabled={off}
          data-testid="tool-reference"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (!editor) return;
            editor.view.focus();
            openTrigger(editor.view);
          }}
          className="min-w-8 rounded px-2 py-1 text-sm text-gray-800 hover:bg-gray-200 disabled:opacity-40 disabled:hover:bg-transparent"
        >
          {t('simpleDocs.editor.tools.referenceLabel')}
        </button>
      </div>
    </div>
  );
}
