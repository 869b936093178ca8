import type { FormProblem } from './formModel';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The text of a form problem; required and date are the spec's messages verbatim. */
export function formProblemText(problem: FormProblem, t: Translate): string {
  switch (problem.kind) {
    case 'required':
      return t('individuals.form.problem.required', { 0: problem.cap });
    case 'refused':
      return problem.text;
    case 'tooFew':
    case 'tooMany':
      return t(`individuals.form.problem.${problem.kind}`, { field: problem.cap, n: problem.limit });
    default:
      return t(`individuals.form.problem.${problem.kind}`, { field: problem.cap });
  }
}
