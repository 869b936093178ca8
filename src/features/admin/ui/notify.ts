import { showMessage } from '../../../state/messageStore';
import { serverErrorText } from '../api/adminRequest';

/** Shows the server's error text, or the screen's own wording when the server sent none. */
export function notifyError(error: unknown, fallback: string): void {
  showMessage({ text: serverErrorText(error) ?? fallback, kind: 'error' });
}

export function notifySuccess(text: string): void {
  showMessage({ text, kind: 'success' });
}
