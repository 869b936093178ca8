import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { dismissMessage, messageStore, type MessageKind } from '../../state/messageStore';

// text colour follows the background's luminance: dark text only on the light amber
const KIND_CLASSES: Record<MessageKind, string> = {
  success: 'bg-green-700 text-white',
  info: 'bg-primary text-white',
  warning: 'bg-amber-400 text-gray-900',
  error: 'bg-red-700 text-white',
};

/** The top snackbar: every open message, newest last, each with a close button and, when asked, Refresh. */
export function Snackbar() {
  const { list } = useSnapshot(messageStore);
  const { t } = useTranslation();
  return (
    <div data-testid="snackbar" className="pointer-events-none fixed inset-x-0 top-3 z-[1000] flex flex-col items-center gap-2 px-3">
      {list.map((message) => (
        <div
          key={message.id}
          role={message.kind === 'error' || message.kind === 'warning' ? 'alert' : 'status'}
          data-kind={message.kind}
          data-key={message.key}
          className={`pointer-events-auto flex w-full max-w-xl items-start gap-3 rounded-md px-4 py-3 shadow-lg ${KIND_CLASSES[message.kind]}`}
        >
          <p className="m-0 flex-1 text-sm whitespace-pre-line break-words">{message.text}</p>
          {message.refresh && (
            <button
              type="button"
              className="shrink-0 rounded border border-current px-2 py-0.5 text-sm font-medium hover:bg-black/10"
              onClick={() => window.location.reload()}
            >
              {t('platform.snackbar.refresh')}
            </button>
          )}
          <button
            type="button"
            aria-label={t('platform.snackbar.close')}
            title={t('platform.snackbar.close')}
            className="shrink-0 rounded px-1 text-lg leading-none hover:bg-black/10"
            onClick={() => dismissMessage(message.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
