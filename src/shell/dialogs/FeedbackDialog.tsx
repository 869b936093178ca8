import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../api/apiFetch';
import { feedbackResultSchema, type FeedbackRequest } from '../../../realtime/protocol/shell/feedback';
import { showMessage } from '../../state/messageStore';
import { DialogFrame, dialogInput } from './DialogFrame';
import { primaryButton, quietButton } from '../../components/buttonClasses';
import { errorText } from '../../api/errorText';

export type FeedbackKind = FeedbackRequest['kind'];
export type FeedbackDialogProps = {
  open: boolean;
  onClose: () => void;
  /** 'feedback' (main menu: feedback) or 'contact' (main menu: contact the developer). */
  kind?: FeedbackKind;
};

/** A message to the platform's administrators, who are notified of it. */
export function FeedbackDialog({ open, onClose, kind = 'feedback' }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const ready = subject.trim() !== '' && message.trim() !== '';

  function close() {
    setSubject('');
    setMessage('');
    onClose();
  }

  async function send() {
    if (!ready) return;
    setSending(true);
    try {
      const body: FeedbackRequest = { kind, subject: subject.trim(), message: message.trim() };
      feedbackResultSchema.parse(await apiFetch<unknown>('app/feedback', { body }));
      showMessage({ kind: 'success', text: t('dialogs.feedback.sent') });
      close();
    } catch (e) {
      showMessage({ kind: 'error', text: t('dialogs.feedback.failed', { error: errorText(e) }) });
    } finally {
      setSending(false);
    }
  }

  return (
    <DialogFrame
      open={open}
      onClose={close}
      title={t(`dialogs.feedback.title.${kind}`)}
      testId="feedback-dialog"
      onSubmit={() => void send()}
      actions={
        <>
          <button type="button" className={quietButton} onClick={close}>
            {t('dialogs.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={!ready || sending}>
            {t('dialogs.feedback.send')}
          </button>
        </>
      }
    >
      <p className="text-sm text-gray-600">{t(`dialogs.feedback.hint.${kind}`)}</p>
      <label className="flex flex-col gap-1 text-sm">
        {t('dialogs.feedback.subject')}
        <input className={dialogInput} value={subject} maxLength={500} onChange={(e) => setSubject(e.target.value)} data-testid="feedback-subject" autoFocus />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('dialogs.feedback.message')}
        <textarea
          className={`${dialogInput} min-h-32`}
          value={message}
          maxLength={20_000}
          onChange={(e) => setMessage(e.target.value)}
          data-testid="feedback-message"
        />
      </label>
    </DialogFrame>
  );
}
