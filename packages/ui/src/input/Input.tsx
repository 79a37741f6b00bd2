import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const INPUT_SIZES = ['sm', 'default', 'lg'] as const;

/** Shared field look: Textarea and the Select trigger use the same border, focus and invalid styles. */
export const fieldBase =
  'w-full min-w-0 rounded-md border border-input bg-background text-foreground shadow-xs transition-[color,box-shadow] ' +
  'placeholder:text-muted-foreground ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background ' +
  'disabled:cursor-not-allowed disabled:opacity-50 ' +
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive';

export const inputVariants = cva(
  [
    fieldBase,
    'flex',
    'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        default: 'h-10 px-3 text-base sm:text-sm',
        lg: 'h-12 px-4 text-base',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export type InputProps = Omit<React.ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>;

/** A single-line text field; pair it with a Label, or wrap it in FormField. */
export function Input({ className, size, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      data-slot="input"
      data-size={size ?? 'default'}
      className={cn(inputVariants({ size }), className)}
      {...props}
    />
  );
}
