import { useTranslation } from 'react-i18next';
import type { TemplateProblem } from '../../../model/reports/templateSyntax';

/** The template's malformed placeholders, each named with its line and what is wrong. */
export function TemplateProblems({ problems }: { problems: readonly TemplateProblem[] }) {
  const { t } = useTranslation();
  if (!problems.length) return null;
  return (
    <ul className="flex flex-col gap-1 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="report-template-problems">
      {problems.map((p, i) => (
        <li key={i}>
          {t('reports.problems.at', { line: p.line, placeholder: p.placeholder })} {t(`reports.problems.${p.code}`, p.params)}
        </li>
      ))}
    </ul>
  );
}
