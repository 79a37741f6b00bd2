import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { fieldBase } from '../input/Input';
import { cn } from '../lib/cn';

export const textareaVariants = cva([fieldBase, 'pp:flex pp:min-h-20 pp:px-3 pp:py-2 pp:text-base pp:sm:text-sm'], {
  variants: {
    resize: {
      vertical: 'pp:resize-y',
      none: 'pp:resize-none',
    },
  },
  defaultVariants: { resize: 'vertical' },
});

export type TextareaProps = React.ComponentProps<'textarea'> & VariantProps<typeof textareaVariants>;

/** A multi-line text field, e.g. a sitter's bio or a booking note. */
export function Textarea({ className, resize, ...props }: TextareaProps) {
  return <textarea data-slot="textarea" className={cn(textareaVariants({ resize }), className)} {...props} />;
}
