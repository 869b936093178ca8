import type { ReactNode } from 'react';

/** One titled block of the profile page. */
export function ProfileSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm" data-testid={testId}>
      <h2 className="text-base font-semibold text-primary">{title}</h2>
      {children}
    </section>
  );
}
