import { formatDate } from '../../i18n/format';

const pad = (n: number): string => String(n).padStart(2, '0');

/** A message's time: HH:mm today, DD.MM.YYYY HH:mm before (platform spec §1 dates). */
export function messageTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return formatDate(at) === formatDate(now) ? time : `${formatDate(at)} ${time}`;
}
