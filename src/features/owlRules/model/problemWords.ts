import type { RuleProblem } from '../../../../realtime/protocol/owlRules';
import type { SwrlProblem } from '../swrl/textMarks';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A rule problem in the interface language. The server words its problems in Russian, ready to
 * show; in English the editor says the same by the problem's code, naming the atom at fault.
 */
export function problemMessage(problem: RuleProblem, language: string, t: Translate): string {
  if (!language.startsWith('en')) return problem.position ? problem.message.replace(SERVER_PLACE, '') : problem.message;
  const atom = problem.atom ?? '';
  const rules = (problem.rules ?? []).map((r) => `«${r.name}»`).join(', ');
  // what the parser expected, where it is a token (quoted) rather than a Russian description
  const tokens = (problem.expected ?? []).filter((e) => /^«.+»$/.test(e));
  if (problem.code === 'syntax' && tokens.length > 0) return t('owlRules.problem.syntaxExpected', { expected: tokens.join(', ') });
  return t(`owlRules.problem.${problem.code}`, { atom, rules, defaultValue: problem.message });
}

// the server's message names the place in words; the editor shows the place itself, as a link to it
const SERVER_PLACE = /^Строка \d+, позиция \d+:\s*/;

/**
 * Where in the text a problem is: its position when the server gave one, else the first place the
 * atom it names is written (typing problems name the atom), else nowhere (the rule as a whole).
 */
export function placeOf(problem: RuleProblem, swrl: string): { at: number; length: number } | null {
  if (problem.position) return { at: problem.position.offset, length: problem.position.length };
  if (problem.atom) {
    const at = swrl.indexOf(problem.atom);
    if (at >= 0) return { at, length: problem.atom.length };
  }
  return null;
}

/** The problems as the SWRL editor shows them, in the interface language and placed in the text. */
export function swrlProblems(problems: readonly RuleProblem[], swrl: string, language: string, t: Translate): SwrlProblem[] {
  return problems.map((p) => {
    const place = placeOf(p, swrl);
    return { message: problemMessage(p, language, t), at: place?.at ?? null, length: place?.length ?? 0 };
  });
}
