import type { ReactNode } from 'react';
import { KnownApiError } from '../../../../app/apiFetch';
import { showMessage } from '../../../../shell/messages/messageStore';

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

/** A maps screen that scrolls as a page: heading with actions, then the content. */
export function MapsPage({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>
      </div>
      {children}
    </div>
  );
}

/** A graph screen filling the view: heading and toolbar, then the graph area taking the rest. */
export function GraphScreen({ title, actions, toolbar, children }: { title: ReactNode; actions?: ReactNode; toolbar?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex h-full min-h-[520px] flex-col gap-2 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>
      </div>
      {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
      <div className="flex min-h-0 flex-1 gap-3">{children}</div>
    </div>
  );
}

export function Problem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {text}
    </div>
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
