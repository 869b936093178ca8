import { SIMPLE_DOC_STATUSES } from '../../../../realtime/protocol/documents/simple';

/** The status badge's colours (Document.statusColor): a known status has its own, anything else is grey. */
const STATUS_COLORS: Record<(typeof SIMPLE_DOC_STATUSES)[number], string> = {
  draft: 'bg-gray-100 text-gray-700',
  review: 'bg-amber-100 text-amber-800',
  approved: 'bg-green-100 text-green-800',
  archived: 'bg-slate-200 text-slate-600',
};

export const isKnownStatus = (status: string): status is (typeof SIMPLE_DOC_STATUSES)[number] => (SIMPLE_DOC_STATUSES as readonly string[]).includes(status);

export function statusColor(status: string): string {
  return isKnownStatus(status) ? STATUS_COLORS[status] : 'bg-gray-100 text-gray-700';
}
