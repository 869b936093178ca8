import type { ReactNode } from 'react';

/** An ontology screen: its title with actions on the right, then its content. */
export function PageFrame({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-0 flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>
      </div>
      {children}
    </div>
  );
}

/** A refusal or failure, as the server worded it. */
export function Problem({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {text}
    </div>
  );
}

/** What an error says to a person: the server's text when it sent one. */
export function problemText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
