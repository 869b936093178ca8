import type { ReactNode } from 'react';
import { KnownApiError } from '../../../../api/apiFetch';
import { showMessage } from '../../../../state/messageStore';
import { PageFrame } from '../../../../components/PageFrame';

export const inputClass = 'rounded border border-gray-300 bg-white px-2 py-1 text-sm focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary';
export const smallButton = 'rounded border border-gray-300 bg-white px-2 py-1 text-sm text-gray-800 hover:border-primary hover:text-primary disabled:opacity-50';
export const smallPrimaryButton = 'rounded border border-primary bg-primary px-2 py-1 text-sm text-white hover:bg-primary-dark disabled:opacity-50';
export const linkClass = 'text-primary hover:underline';

/** The server's refusal as it worded it ("Класс … содержит экземпляры …"), else the screen's own text. */
export function problemText(error: unknown, fallback: string): string {
  if (error instanceof KnownApiError) return error.message;
  return error instanceof Error && error.message ? `${fallback}: ${error.message}` : fallback;
}

export function notifyProblem(error: unknown, fallback: string): void {
  showMessage({ text: problemText(error, fallback), kind: 'error' });
}

export function notifyDone(text: string): void {
  showMessage({ text, kind: 'success' });
}

/** A graph screen filling the view: heading and toolbar, then the graph area taking the rest. */
export function GraphScreen({ title, actions, toolbar, children }: { title: ReactNode; actions?: ReactNode; toolbar?: ReactNode; children: ReactNode }) {
  return (
    <PageFrame title={title} actions={actions} className="h-full min-h-[520px] gap-2 p-3">
      {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
      <div className="flex min-h-0 flex-1 gap-3">{children}</div>
    </PageFrame>
  );
}

export function Notice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div role="status" className="rounded border border-amber-200 bg-amber-50 px-3 py-1 text-sm text-amber-900" data-testid="graph-notice">
      {text}
    </div>
  );
}
