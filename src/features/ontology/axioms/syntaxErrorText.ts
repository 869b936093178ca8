import type { TFunction } from 'i18next';
import type { Expected } from '../../../../model/owl/manchester/tokenStream';

/** A parser or server refusal as the editor shows it. */
export type SyntaxProblem = { key: string; code: string; at: number; length: number; name?: string; expected?: readonly (Expected | { category: string })[] };

const expectedItem = (t: TFunction, item: Expected | { category: string }): string => ('keyword' in item ? `«${item.keyword}»` : t(`classes.axioms.expect.${item.category}`));

/** «Символ 17: неизвестное имя «Chese»» — the place counted from 1, as people count characters. */
export function syntaxErrorText(t: TFunction, problem: SyntaxProblem): string {
  const expected = (problem.expected ?? []).filter((item) => !('keyword' in item && item.keyword === 'that'));
  const message =
    problem.code === 'expected'
      ? expected.length
        ? t('classes.axioms.errors.expected', { expected: expected.map((item) => expectedItem(t, item)).join(', '), interpolation: { escapeValue: false } })
        : t('classes.axioms.errors.expectedNothing')
      : t(problem.key, { name: problem.name ?? '', interpolation: { escapeValue: false } });
  return t('classes.axioms.errors.at', { position: problem.at + 1, message, interpolation: { escapeValue: false } });
}
