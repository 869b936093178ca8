import { readDayText, readMomentText } from '../../../i18n/dayText';
import type { SetValue } from '../../../../realtime/protocol/dataApi/setData';

/** Why a typed text is not a value of its property's type. */
export type ValueProblem = 'date' | 'dateTime' | 'int' | 'float' | 'bool' | 'id';

export type TypedReading = { ok: true; value: SetValue } | { ok: false; problem: ValueProblem };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRUE_WORDS = new Set(['true', '1', 'да', 'yes', 'истина']);
const FALSE_WORDS = new Set(['false', '0', 'нет', 'no', 'ложь']);

/** A calendar day typed as YYYY-MM-DD or DD.MM.YYYY (people paste both); impossible days are refused. */
export function readDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    const real = year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return real ? trimmed : null;
  }
  const reading = readDayText(trimmed);
  return reading.kind === 'day' ? reading.iso : null;
}

// numbers come from Russian spreadsheets too: a decimal comma and spaces between thousands
function readNumber(text: string): number | null {
  const normal = text.trim().replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normal)) return null;
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

/**
 * Reads the text of one value of a data property of `type` (DATA_TYPES) into what set_data takes.
 * Blank text is not read here: the caller decides whether an empty value is allowed.
 */
export function readTypedValue(type: string, text: string, lang: string | null = null): TypedReading {
  switch (type) {
    case 'int': {
      const n = readNumber(text);
      return n !== null && Number.isInteger(n) ? { ok: true, value: n } : { ok: false, problem: 'int' };
    }
    case 'float': {
      const n = readNumber(text);
      return n !== null ? { ok: true, value: n } : { ok: false, problem: 'float' };
    }
    case 'bool': {
      const word = text.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return { ok: true, value: true };
      if (FALSE_WORDS.has(word)) return { ok: true, value: false };
      return { ok: false, problem: 'bool' };
    }
    case 'date': {
      const day = readDay(text);
      return day ? { ok: true, value: day } : { ok: false, problem: 'date' };
    }
    case 'dateTime': {
      const moment = readMomentText(text);
      return moment ? { ok: true, value: moment } : { ok: false, problem: 'dateTime' };
    }
    case 'id':
    case 'file':
    case 'ref':
      return UUID.test(text.trim()) ? { ok: true, value: text.trim().toLowerCase() } : { ok: false, problem: 'id' };
    case 'multiString':
      return { ok: true, value: { lang: lang ?? 'ru', text } };
    default:
      return { ok: true, value: text };
  }
}
