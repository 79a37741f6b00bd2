'use client';

import * as React from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const TABS_VARIANTS = ['default', 'line'] as const;

type TabsVariant = (typeof TABS_VARIANTS)[number];
const TabsVariantContext = React.createContext<TabsVariant>('default');

/**
 * Switches between panels of related content (Radix Tabs); arrow keys move between tabs.
 *
 * Keyboard: Tab reaches the active tab, arrows move between tabs (activating them), Tab again
 * enters the panel. Screen readers: a `tablist` of `tab`s, each controlling its `tabpanel`.
 */
export function Tabs({
  className,
  variant = 'default',
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Root> & { variant?: TabsVariant }) {
  return (
    <TabsVariantContext.Provider value={variant}>
      <TabsPrimitive.Root
        data-slot="tabs"
        data-variant={variant}
        className={cn('pp:flex pp:flex-col pp:gap-2 pp:data-[orientation=vertical]:flex-row', className)}
        {...props}
      />
    </TabsVariantContext.Provider>
  );
}

export const tabsListVariants = cva(
  'pp:inline-flex pp:w-fit pp:items-center pp:text-muted-foreground pp:data-[orientation=vertical]:flex-col pp:data-[orientation=vertical]:items-stretch',
  {
    variants: {
      variant: {
        default: 'pp:h-10 pp:rounded-lg pp:bg-muted pp:p-1 pp:data-[orientation=vertical]:h-auto',
        line: 'pp:gap-4 pp:border-b pp:border-border pp:data-[orientation=vertical]:border-r pp:data-[orientation=vertical]:border-b-0',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** The row of tabs (role tablist); give it a label when the page has several. */
export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  const variant = React.useContext(TabsVariantContext);
  return <TabsPrimitive.List data-slot="tabs-list" className={cn(tabsListVariants({ variant }), className)} {...props} />;
}

export const tabsTriggerVariants = cva(
  [
    'pp:inline-flex pp:items-center pp:justify-center pp:gap-1.5 pp:text-sm pp:font-medium pp:whitespace-nowrap pp:transition-colors pp:active:translate-y-px',
    'pp:focus-visible:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-2 pp:focus-visible:ring-offset-background',
    'pp:disabled:pointer-events-none pp:disabled:opacity-50 pp:[&_svg]:size-4 pp:[&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        default:
          'pp:h-full pp:rounded-md pp:px-3 pp:hover:text-foreground pp:data-[state=active]:bg-background pp:data-[state=active]:text-foreground pp:data-[state=active]:shadow-sm',
        line: 'pp:-mb-px pp:border-b-2 pp:border-transparent pp:px-1 pp:pb-2 pp:hover:text-foreground pp:data-[state=active]:border-primary pp:data-[state=active]:text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** One tab. */
export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = React.useContext(TabsVariantContext);
  return <TabsPrimitive.Trigger data-slot="tabs-trigger" className={cn(tabsTriggerVariants({ variant }), className)} {...props} />;
}

/** The panel shown for the active tab. */
export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'pp:flex-1 pp:rounded-md pp:focus-visible:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-2 pp:focus-visible:ring-offset-background',
        className,
      )}
      {...props}
    />
  );
}
