import { forwardRef, type InputHTMLAttributes, type LabelHTMLAttributes, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

const fieldClass =
  'rounded-md border border-slate-300 bg-white pl-3 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-500';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(fieldClass, 'h-9 w-full pr-3', className)} {...props} />;
});

/** A form's select fills its column; a `compact` one (a table's row, a pager) is shorter and as wide as its caller says. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { compact?: boolean }>(
  function Select({ className, compact = false, ...props }, ref) {
    return (
      <select ref={ref} className={cn(fieldClass, 'pr-8', compact ? 'h-8' : 'h-9 w-full', className)} {...props} />
    );
  },
);

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('mb-1 block text-sm font-medium text-slate-700', className)} {...props} />;
}

export { FieldError } from './field-error';
