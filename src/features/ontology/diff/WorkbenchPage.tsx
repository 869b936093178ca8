import type { ReactNode } from 'react';

/** The frame of the ontology workbench's service pages: a title, actions on the right, the content. */
export function WorkbenchPage({ title, actions, children, testId }: { title: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-4 p-4" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        {actions && <div className="ml-auto flex flex-wrap items-center gap-2 print:hidden">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

export function ProblemBox({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {text}
    </div>
  );
}

export const fieldClass = 'rounded border border-gray-300 bg-white px-2 py-1 text-sm focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary disabled:bg-gray-100';
