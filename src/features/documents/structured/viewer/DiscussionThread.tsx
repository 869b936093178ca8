import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import type { Comment, Discussion } from '../../../../../realtime/protocol/documents/comments';
import { Button } from '../../../../components/Button';
import { formatDateTime } from '../../../../i18n/format';

/** What the viewer may do in a thread; the server checks the same rules. */
export type ThreadRights = { userId: string; isAdmin: boolean; canEditDocument: boolean };

type Props = {
  discussion: Discussion;
  rights: ThreadRights;
  active: boolean;
  anchored: boolean;
  busy: boolean;
  onSelect: () => void;
  onReply: (text: string) => Promise<boolean>;
  onSetCompleted: (completed: boolean) => void;
  onEdit: (comment: Comment, text: string) => Promise<boolean>;
  onDelete: (comment: Comment) => void;
};

// the server keeps only simple inline formatting; this is a second fence for what is shown as HTML
const COMMENT_TAGS = ['b', 'strong', 'i', 'em', 's', 'u', 'code', 'br'];
const commentHtml = (text: string) => DOMPurify.sanitize(text, { ALLOWED_TAGS: COMMENT_TAGS, ALLOWED_ATTR: [] });

/** One discussion: the quoted text, its comments, a reply box, complete / reopen, edit and delete of one's own. */
export function DiscussionThread({ discussion, rights, active, anchored, busy, onSelect, onReply, onSetCompleted, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const [reply, setReply] = useState('');
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const canComplete = rights.isAdmin || rights.canEditDocument || discussion.author?.id === rights.userId;
  const quote = discussion.documentRange?.quote;

  async function sendReply() {
    if (reply.trim() && (await onReply(reply))) setReply('');
  }

  return (
    <li
      data-testid="discussion"
      data-discussion-id={discussion.id}
      data-completed={discussion.completed || undefined}
      className={`rounded border p-2 text-sm ${active ? 'border-amber-500 shadow' : 'border-gray-200'} ${discussion.completed ? 'bg-gray-50 text-gray-600' : 'bg-white'}`}
    >
      <button type="button" onClick={onSelect} className="block w-full text-left" title={anchored ? t('sdocViewer.comments.showInText') : t('sdocViewer.comments.unanchored')}>
        {quote ? (
          <blockquote className={`mb-1 line-clamp-3 border-l-4 pl-2 italic ${discussion.completed ? 'border-gray-300' : 'border-yellow-300'}`}>{quote}</blockquote>
        ) : null}
        {!anchored && <span className="text-xs text-gray-500">{t('sdocViewer.comments.unanchored')}</span>}
      </button>
      {discussion.completed && (
        <span data-testid="discussion-completed" className="mb-1 inline-block rounded bg-gray-200 px-1.5 text-xs text-gray-700">
          {t('sdocViewer.comments.completed')}
        </span>
      )}
      <ul className="flex flex-col gap-2">
        {discussion.comments.map((comment) => (
          <li key={comment.id} data-testid="comment" className={comment.parentId ? 'ml-3 border-l border-gray-200 pl-2' : ''}>
            <div className="flex items-baseline gap-2 text-xs text-gray-500">
              <span className="font-medium text-gray-800">{comment.author?.name ?? t('sdocViewer.comments.deletedUser')}</span>
              <span>{formatDateTime(comment.date)}</span>
            </div>
            {editing?.id === comment.id ? (
              <div className="mt-1 flex flex-col gap-1">
                <textarea className="rounded border border-gray-300 p-1" rows={3} value={editing.text} onChange={(e) => setEditing({ id: comment.id, text: e.target.value })} aria-label={t('sdocViewer.comments.edit')} />
                <div className="flex gap-1">
                  <Button variant="primary" disabled={busy || !editing.text.trim()} onClick={() => void onEdit(comment, editing.text).then((ok) => ok && setEditing(null))}>
                    {t('sdocViewer.comments.save')}
                  </Button>
                  <Button onClick={() => setEditing(null)}>{t('sdocViewer.comments.cancel')}</Button>
                </div>
              </div>
            ) : (
              <div className="whitespace-pre-wrap break-words text-gray-900" data-testid="comment-text" dangerouslySetInnerHTML={{ __html: commentHtml(comment.text) }} />
            )}
            {comment.author?.id === rights.userId && editing?.id !== comment.id && (
              <div className="flex gap-1 text-xs">
                <Button variant="link" onClick={() => setEditing({ id: comment.id, text: comment.text.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]+>/g, '') })}>
                  {t('sdocViewer.comments.edit')}
                </Button>
                <Button variant="dangerLink" onClick={() => onDelete(comment)}>
                  {t('sdocViewer.comments.delete')}
                </Button>
              </div>
            )}
            {rights.isAdmin && comment.author?.id !== rights.userId && (
              <Button variant="dangerLink" className="text-xs" onClick={() => onDelete(comment)}>
                {t('sdocViewer.comments.delete')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-col gap-1">
        {!discussion.completed && (
          <textarea
            className="rounded border border-gray-300 p-1"
            rows={2}
            value={reply}
            placeholder={t('sdocViewer.comments.replyPlaceholder')}
            aria-label={t('sdocViewer.comments.replyPlaceholder')}
            data-testid="reply-text"
            onChange={(e) => setReply(e.target.value)}
          />
        )}
        <div className="flex flex-wrap gap-1">
          {!discussion.completed && (
            <Button variant="primary" disabled={busy || !reply.trim()} onClick={() => void sendReply()} data-testid="reply-send">
              {t('sdocViewer.comments.reply')}
            </Button>
          )}
          {canComplete && (
            <Button disabled={busy} onClick={() => onSetCompleted(!discussion.completed)} data-testid={discussion.completed ? 'discussion-reopen' : 'discussion-complete'}>
              {discussion.completed ? t('sdocViewer.comments.reopen') : t('sdocViewer.comments.complete')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
