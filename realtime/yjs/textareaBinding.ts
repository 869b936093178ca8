import type * as Y from 'yjs';
import { applyTextChange, moveCaret, textChange, type TextDelta } from './textDiff';

/**
 * Binds a plain <textarea> to a Y.Text: the user's edits go in as the one span they changed,
 * remote changes come out with the caret and selection kept on their characters. Returns the
 * unbinding function.
 */
export function bindTextarea(textarea: HTMLTextAreaElement, text: Y.Text): () => void {
  const origin = { textarea };
  textarea.value = text.toString();
  // the text the textarea showed after the last sync with the Y.Text: the base of the next diff
  let shown = textarea.value;
  // an IME composition must not be disturbed: remote changes wait, and their deltas move the
  // composed span when it ends
  let composing = false;
  let missed: TextDelta[] = [];

  const show = (start: number, end: number) => {
    const focused = document.activeElement === textarea;
    textarea.value = text.toString();
    shown = textarea.value;
    if (focused) textarea.setSelectionRange(start, end);
  };

  const onInput = () => {
    if (composing) return;
    const change = textChange(shown, textarea.value);
    if (!change) return;
    if (missed.length === 0) {
      applyTextChange(text, change, origin);
      shown = textarea.value;
      return;
    }
    const index = missed.reduce((at, delta) => moveCaret(at, delta), change.index);
    missed = [];
    applyTextChange(text, { ...change, index }, origin);
    show(index + change.insert.length, index + change.insert.length);
  };
  const onCompositionStart = () => {
    composing = true;
  };
  const onCompositionEnd = () => {
    composing = false;
    onInput();
    if (missed.length > 0) {
      missed = [];
      show(textarea.selectionStart, textarea.selectionEnd);
    }
  };

  const onRemote = (event: Y.YTextEvent, transaction: Y.Transaction) => {
    if (transaction.origin === origin) return;
    const delta = event.delta as TextDelta;
    if (composing) {
      missed.push(delta);
      return;
    }
    show(moveCaret(textarea.selectionStart, delta), moveCaret(textarea.selectionEnd, delta));
  };

  textarea.addEventListener('input', onInput);
  textarea.addEventListener('compositionstart', onCompositionStart);
  textarea.addEventListener('compositionend', onCompositionEnd);
  text.observe(onRemote);
  return () => {
    textarea.removeEventListener('input', onInput);
    textarea.removeEventListener('compositionstart', onCompositionStart);
    textarea.removeEventListener('compositionend', onCompositionEnd);
    text.unobserve(onRemote);
  };
}
