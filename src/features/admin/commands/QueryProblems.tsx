import { useTranslation } from 'react-i18next';
import type { QueryProblem } from './commandQuery';

/** Says what is wrong with a command's query, one line per problem. */
export function QueryProblems({ problems }: { problems: readonly QueryProblem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <ul role="alert" className="list-disc rounded border border-red-200 bg-red-50 py-1.5 pr-2 pl-6 text-xs text-red-800">
      {problems.map((problem, index) => (
        <li key={index}>
          {problem.kind === 'syntax'
            ? t('admin.commands.problems.syntax', { message: problem.message })
            : problem.kind === 'field'
              ? t('admin.commands.problems.field', { path: problem.path, message: problem.message })
              : t(`admin.commands.problems.${problem.kind}`)}
        </li>
      ))}
    </ul>
  );
}
