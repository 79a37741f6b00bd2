import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const INPUT_SIZES = ['sm', 'default', 'lg'] as const;

/** Shared field look: Textarea and the Select trigger use the same border, focus and invalid styles. */
export const fieldBase =
  'pp:w-full pp:min-w-0 pp:rounded-md pp:border pp:border-input pp:bg-background pp:text-foreground pp:shadow-xs pp:transition-[color,box-shadow] ' +
  'pp:placeholder:text-muted-foreground pp:hover:border-ring ' +
  'pp:focus-visible:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-2 pp:focus-visible:ring-offset-background ' +
  'pp:disabled:cursor-not-allowed pp:disabled:opacity-50 ' +
  'pp:aria-invalid:border-destructive pp:aria-invalid:focus-visible:ring-destructive';

export const inputVariants = cva(
  [
    fieldBase,
    'pp:flex',
    'pp:file:mr-3 pp:file:border-0 pp:file:bg-transparent pp:file:text-sm pp:file:font-medium pp:file:text-foreground',
  ],
  {
    variants: {
      size: {
        sm: 'pp:h-8 pp:px-2.5 pp:text-sm',
        default: 'pp:h-10 pp:px-3 pp:text-base pp:sm:text-sm',
        lg: 'pp:h-12 pp:px-4 pp:text-base',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export type InputProps = Omit<React.ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>;

/** A single-line text field; pair it with a Label, or wrap it in FormField. */
export function Input({ className, size, type = 'text', ...props }: InputProps) {
  return (
    <input type={type} data-slot="input" data-size={size ?? 'default'} className={cn(inputVariants({ size }), className)} {...props} />
  );
}
