import * as React from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const TABS_VARIANTS = ['default', 'line'] as const;

type TabsVariant = (typeof TABS_VARIANTS)[number];
const TabsVariantContext = React.createContext<TabsVariant>('default');

/** Switches between panels of related content (Radix Tabs); arrow keys move between tabs. */
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
        className={cn('flex flex-col gap-2 data-[orientation=vertical]:flex-row', className)}
        {...props}
      />
    </TabsVariantContext.Provider>
  );
}

export const tabsListVariants = cva('inline-flex w-fit items-center text-muted-foreground data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch', {
  variants: {
    variant: {
      default: 'h-10 rounded-lg bg-muted p-1 data-[orientation=vertical]:h-auto',
      line: 'gap-4 border-b border-border data-[orientation=vertical]:border-r data-[orientation=vertical]:border-b-0',
    },
  },
  defaultVariants: { variant: 'default' },
});

/** The row of tabs (role tablist); give it a label when the page has several. */
export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  const variant = React.useContext(TabsVariantContext);
  return <TabsPrimitive.List data-slot="tabs-list" className={cn(tabsListVariants({ variant }), className)} {...props} />;
}

export const tabsTriggerVariants = cva(
  [
    'inline-flex items-center justify-center gap-1.5 text-sm font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        default:
          'h-full rounded-md px-3 hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        line: '-mb-px border-b-2 border-transparent px-1 pb-2 hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** One tab. */
export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = React.useContext(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger data-slot="tabs-trigger" className={cn(tabsTriggerVariants({ variant }), className)} {...props} />
  );
}

/** The panel shown for the active tab. */
export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'flex-1 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
      {...props}
    />
  );
}
