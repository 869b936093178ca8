import { proxy } from 'valtio';

export type MessageKind = 'success' | 'info' | 'warning' | 'error';

/** Default message timeout (platform spec §9); -1 keeps a message until it is closed. */
export const MESSAGE_TIMEOUT_MS = 4000;
export const PERSISTENT = -1;

export type ShellMessage = {
  id: number;
  text: string;
  kind: MessageKind;
  /** Milliseconds, or -1 for persistent. */
  timeout: number;
  /** Show a Refresh button that reloads the page. */
  refresh: boolean;
  /** Messages with the same key replace each other (one maintenance warning, one version notice). */
  key?: string;
};

export type MessageInput = { text: string; kind?: MessageKind; timeout?: number; refresh?: boolean; key?: string };

export const messageStore = proxy<{ list: ShellMessage[] }>({ list: [] });
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a message in the top snackbar and returns its id. */
export function showMessage(input: MessageInput): number {
  if (input.key) dismissMessage(input.key);
  const message: ShellMessage = {
    id: nextId++,
    text: input.text,
    kind: input.kind ?? 'info',
    timeout: input.timeout ?? MESSAGE_TIMEOUT_MS,
    refresh: input.refresh ?? false,
    key: input.key,
  };
  messageStore.list.push(message);
  if (message.timeout !== PERSISTENT) timers.set(message.id, setTimeout(() => dismissMessage(message.id), message.timeout));
  return message.id;
}

/** Closes a message by id, or every message with the key. */
export function dismissMessage(idOrKey: number | string): void {
  const gone = messageStore.list.filter((m) => (typeof idOrKey === 'number' ? m.id === idOrKey : m.key === idOrKey));
  for (const m of gone) {
    clearTimeout(timers.get(m.id));
    timers.delete(m.id);
  }
  if (gone.length) messageStore.list = messageStore.list.filter((m) => !gone.includes(m));
}

export function hasMessage(key: string): boolean {
  return messageStore.list.some((m) => m.key === key);
}
