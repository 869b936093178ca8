import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageFrame } from '../../../../components/PageFrame';
import { Problem } from '../../../../components/Problem';
import { useLoad } from '../../../../components/useLoad';
import { outlinedButton, primaryButton } from '../../../../components/buttonClasses';
import { errorText } from '../../../../api/errorText';
import { formatDate } from '../../../../i18n/format';
import { shellState } from '../../../../state/shellState';
import { useContextTitle } from '../../../../shell/title/useContextTitle';
import { getDocument, renderDocument } from '../documentsApi';
import { listDocumentPublications } from './publicationsApi';
import { CommentsPanel, type NewDiscussion } from './CommentsPanel';
import { DocumentNavigation, type SemanticNavigation } from './DocumentNavigation';
import { LiveSearchTables } from './LiveSearchTables';
import { collectSearchHosts, elementIdIndex, elementLabel, navigationSearchOf, type SearchHost } from './searchHosts';
import { PublicationsPanel } from './PublicationsPanel';
import { PublishDialog } from './PublishDialog';
import { RenderedDocument } from './RenderedDocument';
import { collectReferenceLinks, flash, type ReferenceLink } from './documentDom';
import type { Heading } from './tableOfContents';
import { useCommentModule } from './useCommentModule';
import { useFollowSaves } from './useFollowSaves';
import { viewerMayEdit } from './viewerRights';

const EMPTY_IDS: ReadonlySet<string> = new Set();

/**
 * /structuredDocuments/view/{id} (`?publication={pubId}` shows a publication, load mode
 * 'publication'): the rendered document between its navigation (contents, terms) and its
 * comments and publications. Only the document itself is printed and exported to Word.
 */
export default function StructuredDocumentViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const [search, setSearch] = useSearchParams();
  const publicationId = search.get('publication');
  const snap = useSnapshot(shellState);

  const header = useLoad(() => getDocument(id), [id]);
  const rendered = useLoad(() => renderDocument({ documentId: id, ...(publicationId ? { publicationId } : {}) }), [id, publicationId]);
  const publications = useLoad(() => listDocumentPublications(id), [id]);
  const comments = useCommentModule(id);

  const [headings, setHeadings] = useState<Heading[]>([]);
  const [references, setReferences] = useState<ReferenceLink[]>([]);
  const [searchHosts, setSearchHosts] = useState<SearchHost[]>([]);
  const [semantic, setSemantic] = useState<SemanticNavigation | null>(null);
  const [anchored, setAnchored] = useState<ReadonlySet<string>>(EMPTY_IDS);
  const [draft, setDraft] = useState<NewDiscussion | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [side, setSide] = useState<'comments' | 'publications'>('comments');
  const [publishing, setPublishing] = useState(false);
  // the current text follows the editors; a publication is frozen
  useFollowSaves(id, !publicationId, draft !== null, rendered.reload);

  const name = header.data?.name ?? null;
  useContextTitle(name);
  const user = snap.user && !snap.user.isPublic ? { id: snap.user.id, isAdmin: snap.user.isAdmin } : null;
  const mayEdit = viewerMayEdit(user, header.data?.authorId ?? null, snap.assignments, id);
  const shownPublication = publicationId ? publications.data?.find((p) => p.id === publicationId) : undefined;

  const onRendered = useCallback(
    (root: HTMLElement, found: Heading[]) => {
      setHeadings(found);
      setReferences(collectReferenceLinks(root));
      // a publication is frozen, its searches' tables too; the current document's follow the data
      setSearchHosts(publicationId ? [] : collectSearchHosts(root));
      const searchId = navigationSearchOf(root);
      setSemantic(searchId ? { searchId, elementIndex: elementIdIndex(root), labelOf: (innerId) => elementLabel(root, innerId), live: !publicationId } : null);
    },
    [publicationId],
  );

  function openDiscussion(discussionId: string) {
    setActiveId(discussionId);
    setSide('comments');
    document.querySelector(`[data-testid="discussion"][data-discussion-id="${CSS.escape(discussionId)}"]`)?.scrollIntoView({ block: 'nearest' });
  }

  function showInText(discussionId: string) {
    setActiveId(discussionId);
    flash(document.querySelector(`mark[data-discussion-id="${CSS.escape(discussionId)}"]`));
  }

  function openPublication(next: string | null) {
    setSearch(next ? { publication: next } : {});
    setDraft(null);
  }

  const actions = (
    <>
      {mayEdit && !publicationId && (
        <Link className={outlinedButton} to={`/structuredDocuments/edit/${id}`} data-no-print>
          {t('sdocViewer.edit')}
        </Link>
      )}
      {mayEdit && (
        <button type="button" className={primaryButton} onClick={() => setPublishing(true)} data-testid="publish-open" data-no-print>
          {t('sdocViewer.publications.publish')}
        </button>
      )}
    </>
  );

  return (
    <PageFrame title={name ?? t('sdocViewer.title')} actions={actions}>
      <Problem text={header.error ? errorText(header.error) : null} />
      {shownPublication && (
        <div className="flex items-center gap-3 rounded border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900" data-testid="publication-banner">
          {t('sdocViewer.publications.viewing', { name: shownPublication.name, date: formatDate(shownPublication.createdAt) })}
          <button type="button" className="ml-auto underline print:hidden" data-no-print onClick={() => openPublication(null)}>
            {t('sdocViewer.publications.backToCurrent')}
          </button>
        </div>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[15rem_minmax(0,1fr)_20rem] print:block">
        <aside className="print:hidden lg:sticky lg:top-0 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto" data-no-print>
          <DocumentNavigation headings={headings} references={references} semantic={semantic} />
        </aside>
        <article className="min-w-0 rounded border border-gray-200 bg-white p-6 print:border-0 print:p-0" data-testid="sdoc-article">
          {rendered.loading && !rendered.data && <p className="text-sm text-gray-500">{t('sdocViewer.loading')}</p>}
          <Problem text={rendered.error ? errorText(rendered.error) : null} />
          {rendered.data && (
            <RenderedDocument
              html={rendered.data.html}
              discussions={comments.state.discussions}
              activeDiscussionId={activeId}
              onComment={user ? (range, yOffset) => (setDraft({ range, yOffset }), setSide('comments')) : undefined}
              onOpenDiscussion={openDiscussion}
              onRendered={onRendered}
              onMarked={setAnchored}
            />
          )}
          <LiveSearchTables hosts={searchHosts} />
        </article>
        <aside className="flex flex-col gap-3 print:hidden lg:sticky lg:top-0 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto" data-no-print>
          <div className="flex" role="tablist">
            {(['comments', 'publications'] as const).map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                aria-selected={side === tab}
                data-testid={`side-${tab}`}
                className={`flex-1 border-b-2 px-2 py-1 text-sm ${side === tab ? 'border-primary font-medium text-primary' : 'border-transparent text-gray-600 hover:text-gray-900'}`}
                onClick={() => setSide(tab)}
              >
                {tab === 'comments' ? t('sdocViewer.comments.tab', { open: comments.state.counts.open }) : t('sdocViewer.publications.title')}
              </button>
            ))}
          </div>
          <Problem text={comments.error?.message} />
          {side === 'comments' ? (
            <CommentsPanel
              documentId={id}
              module={comments.module}
              state={comments.state}
              rights={{ userId: user?.id ?? '', isAdmin: user?.isAdmin ?? false, canEditDocument: mayEdit }}
              draft={draft}
              onDraftDone={() => setDraft(null)}
              activeId={activeId}
              onActivate={showInText}
              anchoredIds={anchored}
            />
          ) : (
            <PublicationsPanel documentId={id} publications={publications.data} error={publications.error} currentId={publicationId} onOpen={openPublication} />
          )}
        </aside>
      </div>
      {publishing && (
        <PublishDialog
          open
          documentId={id}
          defaultName={name ?? ''}
          onClose={() => setPublishing(false)}
          onPublished={() => {
            setPublishing(false);
            setSide('publications');
            publications.reload();
          }}
        />
      )}
    </PageFrame>
  );
}
