import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  actions?: ReactNode;
  /** Spacing and sizing of the frame (besides flex flex-col); gap-3 p-4 unless told. */
  className?: string;
  children: ReactNode;
};

/** A work screen: its heading with the screen's main actions on the right, then the content. */
export function PageFrame({ title, actions, className = 'gap-3 p-4', children }: Props) {
  return (
    <div className={`flex flex-col ${className}`}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>
      </div>
      {children}
    </div>
  );
}
