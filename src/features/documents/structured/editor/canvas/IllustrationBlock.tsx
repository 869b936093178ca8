import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentElement } from '../../../../../../model/documents/elementModel';
import { contentFragment } from '../../../../../../realtime/yjs/structuredDoc/docLayout';
import { fragmentToMarkdown } from '../../../../../../realtime/yjs/structuredDoc/markdownContent';
import { useEditorContext } from '../EditorContext';
import { ContentSlot } from './ContentSlot';
import { TitleInput } from './TitleInput';
import { MermaidPreview } from './MermaidPreview';
import { illustrationPreview, type IllustrationPreview } from './illustrationPreview';

/** How long the content rests before the picture is drawn again (mermaid is slow on every keystroke). */
const REDRAW_DELAY_MS = 400;

/**
 * An Illustration: its source edited as text (a mermaid code block, an image link), the picture
 * drawn below it, and its numbered caption.
 */
export function IllustrationBlock({ element, number }: { element: DocumentElement; number: string }) {
  const { t } = useTranslation();
  const { session } = useEditorContext();
  const id = element.innerId;
  const [preview, setPreview] = useState<IllustrationPreview>({ type: 'none' });

  useEffect(() => {
    const fragment = contentFragment(session.doc, id);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const redraw = () => setPreview(illustrationPreview(fragmentToMarkdown(fragment)));
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(redraw, REDRAW_DELAY_MS);
    };
    redraw();
    fragment.observeDeep(schedule);
    return () => {
      clearTimeout(timer);
      fragment.unobserveDeep(schedule);
    };
  }, [session, id]);

  return (
    <figure className="flex flex-col gap-1" data-testid={`illustration-${id}`}>
      <ContentSlot innerId={id} label={t('sdocEditor.kinds.Illustration')} className="rounded border border-gray-200 font-mono text-sm" />
      {preview.type === 'mermaid' && <MermaidPreview code={preview.code} id={id} />}
      {preview.type === 'image' && <img src={preview.src} alt={element.title} className="mx-auto max-w-full" />}
      <figcaption className="flex items-baseline justify-center gap-2 text-sm text-gray-700">
        <span className="font-medium">{t('sdocEditor.canvas.figureCaption', { number: number || '' })}</span>
        <TitleInput innerId={id} title={element.title} placeholder={t('sdocEditor.canvas.figureTitle')} className="max-w-md text-center" />
      </figcaption>
    </figure>
  );
}
