import { readTypedValue, type ValueProblem } from '../typedValue';

/**
 * Checks a number or a date while it is being typed, so a mistake shows next to the field at once
 * rather than on save. A text that can still become a valid value ('-', '3,', '01.0') is left alone
 * until the input is left (`finished`); a text that never can ('abc', '32.', '12.13.') is refused
 * at once; a complete one is checked whole (31.02.2024 is no day).
 */

const DAY_MONTH_YEAR_PREFIX = /^(\d{1,2})(?:[./\s-](?:(\d{1,2})(?:[./\s-]\d{0,4})?)?)?$/;
const ISO_PREFIX = /^\d{1,4}(?:-(?:\d{1,2}(?:-\d{0,2})?)?)?$/;
const COMPLETE_DAY = /^(\d{1,2}[./\s-]\d{1,2}[./\s-]\d{4}|\d{4}-\d{2}-\d{2})$/;

const INT_PREFIX = /^[+-]?[\d\s\u00a0]*$/;
const FLOAT_PREFIX = /^[+-]?[\d\s\u00a0]*(?:[.,][\d\s\u00a0]*)?(?:[eE][+-]?\d*)?$/;

/** Whether the text can still grow into a day (DD.MM.YYYY or YYYY-MM-DD), with a day and month that exist. */
function couldBecomeDay(text: string): boolean {
  if (ISO_PREFIX.test(text)) return true;
  const parts = DAY_MONTH_YEAR_PREFIX.exec(text);
  if (!parts) return false;
  const [, day, month] = parts;
  // a part counts once it is followed by a separator (or has two digits): '3' may still be '31'
  const dayDone = text.length > (day?.length ?? 0) || (day?.length ?? 0) === 2;
  if (dayDone && (Number(day) < 1 || Number(day) > 31)) return false;
  const monthDone = month !== undefined && (text.length > (day?.length ?? 0) + 1 + month.length || month.length === 2);
  return !(monthDone && (Number(month) < 1 || Number(month) > 12));
}

/** The problem of a value of `type` as typed so far; null when there is none (yet). Other types are checked on save. */
export function typingProblem(type: string, text: string, finished: boolean): ValueProblem | null {
  const typed = text.trim();
  if (typed === '') return null;
  const wholeCheck = (): ValueProblem | null => {
    const reading = readTypedValue(type, typed);
    return reading.ok ? null : reading.problem;
  };
  switch (type) {
    case 'int':
      if (!INT_PREFIX.test(typed)) return 'int';
      return finished || /\d/.test(typed) ? wholeCheck() : null;
    case 'float':
      if (!FLOAT_PREFIX.test(typed)) return 'float';
      return finished || /\d$/.test(typed) ? wholeCheck() : null;
    case 'date':
      if (finished || COMPLETE_DAY.test(typed)) return wholeCheck();
      return couldBecomeDay(typed) ? null : 'date';
    default:
      return null;
  }
}
