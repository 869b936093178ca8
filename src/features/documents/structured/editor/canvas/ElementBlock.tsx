import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentElement } from '../../../../../../model/documents/elementModel';
import { useEditorContext } from '../EditorContext';
import { useIsSelected } from '../live/selectionStore';
import { useChildIds, useElement, useElementNumber } from '../live/useStructure';
import { ContentSlot } from './ContentSlot';
import { TitleInput } from './TitleInput';
import { TableBlock } from './TableBlock';
import { ColumnsBlock } from './ColumnsBlock';
import { IllustrationBlock } from './IllustrationBlock';
import { SemanticSearchBlock } from './SemanticSearchBlock';
import { NavigationSearchSetting } from './NavigationSearchSetting';
import { PresenceMarks } from './PresenceMarks';
import { highlightColor, highlightTint } from './highlight';

import { CONTENT_KINDS } from './contentKinds';

/**
 * One element of the document pane and, through its children, the element's subtree. Memoised
 * on its id: it re-renders when its own element, children, number or selection change only.
 */
export const ElementBlock = memo(function ElementBlock({ id, depth, markedByList = false }: { id: string; depth: number; markedByList?: boolean }) {
  const { store, selection } = useEditorContext();
  const element = useElement(store, id);
  const selected = useIsSelected(selection, id);
  if (!element) return null;
  const highlight = highlightColor(element.settings);
  return (
    <div
      className={`group relative rounded ${selected ? 'ring-2 ring-primary/50' : ''}`}
      style={highlight ? { backgroundColor: highlightTint(highlight), boxShadow: `inset 3px 0 0 ${highlight}` } : undefined}
      onMouseDownCapture={() => selection.set(id)}
      data-testid={`element-${id}`}
      data-kind={element.kind}
      data-element-id={id}
    >
      <PresenceMarks innerId={id} />
      <KindView element={element} depth={depth} markedByList={markedByList} />
    </div>
  );
});

/** `markedByList`: a list item, whose number the list's marker already shows. */
function KindView({ element, depth, markedByList }: { element: DocumentElement; depth: number; markedByList: boolean }) {
  const { t } = useTranslation();
  const { store } = useEditorContext();
  const number = useElementNumber(store, element.innerId);
  const id = element.innerId;
  switch (element.kind) {
    case 'StructuredDocument':
      return (
        <div className="flex flex-col gap-2">
          <TitleInput innerId={id} title={element.title} placeholder={t('sdocEditor.canvas.documentTitle')} className="text-2xl font-semibold" />
          <NavigationSearchSetting root={element} />
          <Children id={id} depth={depth} />
        </div>
      );
    case 'Section':
      return (
        <section className="flex flex-col gap-1">
          <div className={`flex items-baseline gap-2 font-semibold text-gray-900 ${depth <= 1 ? 'text-xl' : depth === 2 ? 'text-lg' : 'text-base'}`}>
            {number && <span data-testid={`number-${id}`}>{number}</span>}
            <TitleInput innerId={id} title={element.title} placeholder={t('sdocEditor.canvas.sectionTitle')} />
          </div>
          <Children id={id} depth={depth} className="pl-0" />
        </section>
      );
    case 'OrderedList':
    case 'UnorderedList':
      return <ListView id={id} depth={depth} ordered={element.kind === 'OrderedList'} />;
    case 'Table':
      return <TableBlock element={element} number={number} />;
    case 'Columns':
      return <ColumnsBlock element={element} depth={depth} columnContent={columnChildren} />;
    case 'Illustration':
      return <IllustrationBlock element={element} number={number} />;
    case 'SemanticSearchResult':
      return <SemanticSearchBlock element={element} number={number} />;
    case 'GlossaryItem':
      return (
        <div className="flex flex-col">
          <TitleInput innerId={id} title={element.title} placeholder={t('sdocEditor.canvas.term')} className="font-semibold" />
          <ContentSlot innerId={id} label={t('sdocEditor.canvas.definition')} />
        </div>
      );
    default:
      if (CONTENT_KINDS.has(element.kind)) {
        return (
          <div className="flex items-start gap-1">
            {number && !markedByList && <span className="pt-1 text-sm text-gray-500">{number}</span>}
            <ContentSlot innerId={id} label={t(`sdocEditor.kinds.${element.kind}`)} className="flex-1" />
          </div>
        );
      }
      return <ContainerBox element={element} depth={depth} number={number} />;
  }
}

/** Kinds without a view of their own (bibliography, glossary, generators, lists of tables…): a labelled box. */
function ContainerBox({ element, depth, number }: { element: DocumentElement; depth: number; number: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1 rounded border border-dashed border-gray-300 p-2">
      <div className="flex items-baseline gap-2 text-sm text-gray-600">
        <span className="rounded bg-gray-100 px-1.5 text-xs uppercase tracking-wide">{t(`sdocEditor.kinds.${element.kind}`)}</span>
        {number && <span>{number}</span>}
        <TitleInput innerId={element.innerId} title={element.title} placeholder={t('sdocEditor.canvas.title')} />
      </div>
      <Children id={element.innerId} depth={depth} />
    </div>
  );
}

function ListView({ id, depth, ordered }: { id: string; depth: number; ordered: boolean }) {
  const { t } = useTranslation();
  const { store } = useEditorContext();
  const ids = useChildIds(store, id);
  if (ids.length === 0) return <p className="px-2 text-sm text-gray-400">{t(ordered ? 'sdocEditor.kinds.OrderedList' : 'sdocEditor.kinds.UnorderedList')}</p>;
  return (
    <div className="flex flex-col" role="list">
      {ids.map((child) => (
        <div key={child} role="listitem" className="flex items-start gap-1 pl-2">
          <ListMarker id={child} ordered={ordered} />
          <div className="min-w-0 flex-1">
            <ElementBlock id={child} depth={depth + 1} markedByList />
          </div>
        </div>
      ))}
    </div>
  );
}

function ListMarker({ id, ordered }: { id: string; ordered: boolean }) {
  const { store } = useEditorContext();
  const number = useElementNumber(store, id);
  return <span className="w-8 shrink-0 pt-1 text-right text-sm text-gray-600">{ordered ? number || '•' : '•'}</span>;
}

const columnChildren = (id: string, depth: number): ReactNode => <Children id={id} depth={depth} />;

export function Children({ id, depth, className = '' }: { id: string; depth: number; className?: string }): ReactNode {
  const { store } = useEditorContext();
  const ids = useChildIds(store, id);
  if (ids.length === 0) return null;
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {ids.map((child) => (
        <ElementBlock key={child} id={child} depth={depth + 1} />
      ))}
    </div>
  );
}
