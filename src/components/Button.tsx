import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'link' | 'dangerLink';

const VARIANTS: Record<Variant, string> = {
  primary: 'px-3 py-1 bg-primary text-white hover:bg-primary-dark border border-primary',
  secondary: 'px-3 py-1 bg-white text-gray-800 border border-gray-300 hover:bg-gray-50',
  danger: 'px-3 py-1 bg-white text-red-700 border border-red-300 hover:bg-red-50',
  link: 'px-1 text-primary hover:underline',
  dangerLink: 'px-1 text-red-700 hover:underline',
};

/** A small button of the work screens (administration, ontology): secondary unless told otherwise. */
export function Button({ variant = 'secondary', className = '', type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={`inline-flex items-center gap-1 rounded text-sm whitespace-nowrap disabled:cursor-default disabled:opacity-50 ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
