'use client';

import * as React from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { fieldBase } from '../input/Input';
import { cn } from '../lib/cn';

export const SELECT_TRIGGER_SIZES = ['sm', 'default', 'lg'] as const;

export const selectTriggerVariants = cva(
  [
    fieldBase,
    'pp:flex pp:items-center pp:justify-between pp:gap-2 pp:text-left pp:whitespace-nowrap',
    // The trigger is a button: pressing it tints it before the list opens.
    'pp:active:bg-accent',
    'pp:data-[placeholder]:text-muted-foreground pp:[&>span]:truncate',
    "pp:[&_svg]:pointer-events-none pp:[&_svg]:shrink-0 pp:[&_svg:not([class*='size-'])]:size-4",
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

/**
 * A single-choice dropdown (Radix Select): keyboard and screen-reader friendly.
 *
 * Keyboard: Enter, Space or arrows on the trigger open the list; arrows and typing move, Enter
 * picks, Escape closes. Screen readers: a `combobox` with a `listbox` of `option`s; pair it with a
 * Label or FormField.
 */
export function Select(props: React.ComponentProps<typeof SelectPrimitive.Root>) {
  return <SelectPrimitive.Root data-slot="select" {...props} />;
}

/** Groups related items under a SelectLabel. */
export function SelectGroup(props: React.ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

/** Shows the chosen item's text, or the placeholder. */
export function SelectValue(props: React.ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

export type SelectTriggerProps = React.ComponentProps<typeof SelectPrimitive.Trigger> & VariantProps<typeof selectTriggerVariants>;

/** The button (role combobox) that opens the list; give it a label. */
export function SelectTrigger({ className, size, children, ...props }: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size ?? 'default'}
      className={cn(selectTriggerVariants({ size }), className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="pp:size-4 pp:opacity-70" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/** Scroll affordance at the top of a long list. */
export function SelectScrollUpButton({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.ScrollUpButton>) {
  return (
    <SelectPrimitive.ScrollUpButton
      data-slot="select-scroll-up-button"
      className={cn('pp:flex pp:cursor-default pp:items-center pp:justify-center pp:py-1', className)}
      {...props}
    >
      <ChevronUp aria-hidden="true" className="pp:size-4" />
    </SelectPrimitive.ScrollUpButton>
  );
}

/** Scroll affordance at the bottom of a long list. */
export function SelectScrollDownButton({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.ScrollDownButton>) {
  return (
    <SelectPrimitive.ScrollDownButton
      data-slot="select-scroll-down-button"
      className={cn('pp:flex pp:cursor-default pp:items-center pp:justify-center pp:py-1', className)}
      {...props}
    >
      <ChevronDown aria-hidden="true" className="pp:size-4" />
    </SelectPrimitive.ScrollDownButton>
  );
}

/** The portaled list of items; `position="popper"` (default) sits under the trigger at its width. */
export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          'pp:relative pp:z-50 pp:max-h-(--radix-select-content-available-height) pp:min-w-32 pp:overflow-x-hidden pp:overflow-y-auto',
          'pp:rounded-md pp:border pp:border-border pp:bg-popover pp:text-popover-foreground pp:shadow-md',
          position === 'popper' &&
            'pp:w-full pp:min-w-(--radix-select-trigger-width) pp:data-[side=bottom]:translate-y-1 pp:data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectScrollUpButton />
        <SelectPrimitive.Viewport className="pp:p-1">{children}</SelectPrimitive.Viewport>
        <SelectScrollDownButton />
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** A heading for a SelectGroup. */
export function SelectLabel({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('pp:px-2 pp:py-1.5 pp:text-xs pp:font-medium pp:text-muted-foreground', className)}
      {...props}
    />
  );
}

/** One option; the check mark shows the chosen one. */
export function SelectItem({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'pp:relative pp:flex pp:w-full pp:cursor-default pp:items-center pp:gap-2 pp:rounded-sm pp:py-1.5 pp:pr-8 pp:pl-2 pp:text-sm pp:outline-none pp:select-none',
        'pp:focus:bg-accent pp:focus:text-accent-foreground pp:data-[disabled]:pointer-events-none pp:data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="pp:absolute pp:right-2 pp:flex pp:size-3.5 pp:items-center pp:justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="pp:size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

/** A divider between groups. */
export function SelectSeparator({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('pp:pointer-events-none pp:-mx-1 pp:my-1 pp:h-px pp:bg-border', className)}
      {...props}
    />
  );
}
