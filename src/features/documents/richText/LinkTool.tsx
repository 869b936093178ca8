import { useState, type FormEvent } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/core';
import { Button } from '../../../components/Button';
import { normalizeLinkUrl } from './linkUrl';

// a stroke icon: emoji are not drawn by every system font
const LinkIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="inline">
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </svg>
);

const toolButton = 'min-w-8 rounded px-2 py-1 text-sm text-gray-800 hover:bg-gray-200 disabled:opacity-40 disabled:hover:bg-transparent data-open:bg-gray-200';

/**
 * The link button: a small form under it for the address. With text selected the text becomes the
 * link; with none, the address itself is inserted as one; on a link, the link is changed or removed.
 */
export function LinkTool({ editor, active }: { editor: Editor | null; active: boolean }) {
  const { t } = useTranslation();
  return (
    <Popover className="relative">
      <PopoverButton
        className={`${toolButton} ${active ? 'bg-primary text-white hover:bg-primary' : ''}`}
        disabled={!editor}
        title={t('simpleDocs.editor.tools.link')}
        aria-label={t('simpleDocs.editor.tools.link')}
        aria-pressed={active}
        // the editor keeps its selection: it is what the link is put on
        onMouseDown={(event) => event.preventDefault()}
        data-testid="tool-link"
      >
        <LinkIcon />
      </PopoverButton>
      <PopoverPanel anchor="bottom start" className="z-50 rounded border border-gray-200 bg-white p-2 shadow-lg">
        {({ close }) => (editor ? <LinkForm editor={editor} onDone={() => close()} /> : <></>)}
      </PopoverPanel>
    </Popover>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [typed, setTyped] = useState(current);
  const [invalid, setInvalid] = useState(false);

  function apply(event: FormEvent) {
    event.preventDefault();
    const href = normalizeLinkUrl(typed);
    if (!href) return setInvalid(true);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onDone();
  }
  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  }

  return (
    <form className="flex w-80 flex-col gap-2 text-sm" onSubmit={apply}>
      <label className="flex flex-col gap-1 text-gray-700">
        {t('simpleDocs.editor.link.address')}
        <input
          autoFocus
          className="rounded border border-gray-300 px-2 py-1 focus:border-primary focus:outline-none"
          value={typed}
          placeholder="https://"
          onChange={(e) => {
            setTyped(e.target.value);
            setInvalid(false);
          }}
          aria-invalid={invalid}
          data-testid="link-address"
        />
      </label>
      {invalid && <p className="text-xs text-red-700">{t('simpleDocs.editor.link.invalid')}</p>}
      <div className="flex justify-end gap-2">
        {current && (
          <Button variant="dangerLink" onClick={remove} data-testid="link-remove">
            {t('simpleDocs.editor.link.remove')}
          </Button>
        )}
        <Button variant="primary" type="submit" data-testid="link-apply">
          {t('simpleDocs.editor.link.apply')}
        </Button>
      </div>
    </form>
  );
}
