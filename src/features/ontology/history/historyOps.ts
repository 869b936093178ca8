import { HISTORY_OPS, type HistoryEntry } from '../../../../realtime/protocol/ontology/history';

/**
 * The words the history shows for a change-log operation («Создан», «Изменено значение»…); the
 * codes (new, upd, add, rem, del) are the wire's and never reach the screen.
 */
export const historyOpKey = (op: HistoryEntry['op']): string => `ontologyHistory.ops.${op}`;

/** Every operation the history can show, for checking that each has its words. */
export const SHOWN_OPS: readonly HistoryEntry['op'][] = HISTORY_OPS;

/** A colour per kind of change: made, changed, gone. */
export const OP_TONES: Readonly<Record<HistoryEntry['op'], string>> = {
  new: 'bg-green-100 text-green-800',
  add: 'bg-green-50 text-green-800',
  upd: 'bg-blue-50 text-blue-800',
  rem: 'bg-amber-50 text-amber-800',
  del: 'bg-red-100 text-red-800',
};
