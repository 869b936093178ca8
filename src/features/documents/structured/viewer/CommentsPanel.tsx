import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment, DiscussionChangeResult, DocumentRange } from '../../../../../realtime/protocol/documents/comments';
import { Button } from '../../../../components/Button';
import { Problem } from '../../../../components/Problem';
import { useBusyAction } from '../../../../components/useBusyAction';
import { useConfirm } from '../../../../components/useConfirm';
import { errorText } from '../../../../api/errorText';
import type { CommentModule, DiscussionsState } from './commentModule';
import * as commentsApi from './commentsApi';
import { DiscussionThread, type ThreadRights } from './DiscussionThread';

export type NewDiscussion = { range: DocumentRange; yOffset: number };

type Props = {
  documentId: string;
  module: CommentModule | null;
  state: DiscussionsState;
  rights: ThreadRights;
  draft: NewDiscussion | null;
  onDraftDone: () => void;
  activeId: string | null;
  onActivate: (discussionId: string) => void;
  /** Discussions whose range was found in the text shown. */
  anchoredIds: ReadonlySet<string>;
};

/** The comments panel: open / total counts, a new discussion on the selected range, the threads. */
export function CommentsPanel({ documentId, module, state, rights, draft, onDraftDone, activeId, onActivate, anchoredIds }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { busy, problem, run: act } = useBusyAction();
  const [showCompleted, setShowCompleted] = useState(true);
  const [confirm, confirmElement] = useConfirm();

  /** Runs a change and shows its answer at once; false (with the reason shown) when refused. */
  const run = (discussionId: string | null, change: () => Promise<DiscussionChangeResult>): Promise<boolean> =>
    act(async () => {
      const result = await change();
      module?.apply(result, discussionId ?? result.discussion?.id ?? '');
      if (result.discussion && !discussionId) onActivate(result.discussion.id);
    });

  async function start() {
    if (!draft) return;
    const ok = await run(null, () => commentsApi.startDiscussion({ documentId, text, documentRange: draft.range, documentYOffset: draft.yOffset }));
    if (ok) {
      setText('');
      onDraftDone();
    }
  }

  async function remove(discussionId: string, comment: Comment) {
    const whole = comment.id === discussionId;
    const ok = await confirm({ title: t('sdocViewer.comments.deleteTitle'), text: whole ? t('sdocViewer.comments.deleteDiscussionText') : t('sdocViewer.comments.deleteText') });
    if (ok) await run(discussionId, () => commentsApi.deleteComment(comment.id));
  }

  const shown = state.discussions.filter((d) => showCompleted || !d.completed || d.id === activeId);
  return (
    <section className="flex flex-col gap-2" data-testid="comments-panel" aria-label={t('sdocViewer.comments.title')}>
      <header className="flex items-center gap-2">
        <h2 className="font-semibold text-gray-900">{t('sdocViewer.comments.title')}</h2>
        <span className="ml-auto rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-700" data-testid="discussion-counts" data-open={state.counts.open} data-total={state.counts.total}>
          {t('sdocViewer.comments.counts', { open: state.counts.open, total: state.counts.total })}
        </span>
      </header>
      <label className="flex items-center gap-1 text-xs text-gray-600">
        <input type="checkbox" checked={showCompleted} onChange={(e) => setShowCompleted(e.target.checked)} />
        {t('sdocViewer.comments.showCompleted')}
      </label>
      <Problem text={problem ?? (state.error ? errorText(state.error) : null)} />
      {draft && (
        <div className="flex flex-col gap-1 rounded border border-primary bg-white p-2 text-sm" data-testid="new-discussion">
          {draft.range.quote && <blockquote className="line-clamp-3 border-l-4 border-yellow-300 pl-2 italic">{draft.range.quote}</blockquote>}
          <textarea
            autoFocus
            className="rounded border border-gray-300 p-1"
            rows={3}
            value={text}
            placeholder={t('sdocViewer.comments.newPlaceholder')}
            aria-label={t('sdocViewer.comments.newPlaceholder')}
            data-testid="new-discussion-text"
            onChange={(e) => setText(e.target.value)}
          />
          <div className="flex gap-1">
            <Button variant="primary" disabled={busy || !text.trim()} onClick={() => void start()} data-testid="new-discussion-send">
              {t('sdocViewer.comments.start')}
            </Button>
            <Button onClick={onDraftDone}>{t('sdocViewer.comments.cancel')}</Button>
          </div>
        </div>
      )}
      {state.loading && <p className="text-sm text-gray-500">{t('sdocViewer.loading')}</p>}
      {!state.loading && state.discussions.length === 0 && !draft && <p className="text-sm text-gray-500">{t('sdocViewer.comments.empty')}</p>}
      <ul className="flex flex-col gap-2">
        {shown.map((discussion) => (
          <DiscussionThread
            key={discussion.id}
            discussion={discussion}
            rights={rights}
            active={discussion.id === activeId}
            anchored={anchoredIds.has(discussion.id)}
            busy={busy}
            onSelect={() => onActivate(discussion.id)}
            onReply={(reply) => run(discussion.id, () => commentsApi.replyToDiscussion(discussion.id, reply))}
            onSetCompleted={(completed) => void run(discussion.id, () => commentsApi.setDiscussionCompleted(discussion.id, completed))}
            onEdit={(comment, edited) => run(discussion.id, () => commentsApi.editComment(comment.id, edited))}
            onDelete={(comment) => void remove(discussion.id, comment)}
          />
        ))}
      </ul>
      {confirmElement}
    </section>
  );
}
