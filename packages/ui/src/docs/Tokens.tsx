import * as React from 'react';

/** Colour tokens from theme.css, in pairs where a `-foreground` goes on top. */
export const COLOR_TOKENS = [
  'background', 'foreground', 'card', 'popover', 'primary', 'secondary', 'muted', 'accent',
  'destructive', 'success', 'warning', 'info', 'pink', 'orange', 'teal', 'indigo',
] as const;
export const LINE_TOKENS = ['border', 'input', 'ring'] as const;

function hasForeground(token: string): boolean {
  return token !== 'foreground';
}

/** Shows the resolved value of a CSS variable where it is rendered (so light and dark differ). */
function TokenValue({ name }: { name: string }) {
  const ref = React.useRef<HTMLElement>(null);
  const [value, setValue] = React.useState('');
  React.useEffect(() => {
    if (ref.current) setValue(getComputedStyle(ref.current).getPropertyValue(`--${name}`).trim());
  }, [name]);
  return (
    <code ref={ref} className="text-[11px] text-muted-foreground">
      {value || `var(--${name})`}
    </code>
  );
}

function Swatches() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {COLOR_TOKENS.map((token) => (
        <div key={token} className="flex flex-col gap-1">
          <div
            className="flex h-14 items-center justify-center rounded-md border border-border text-sm font-medium"
            style={{
              background: `var(--${token})`,
              color: hasForeground(token) ? `var(--${token}-foreground, var(--foreground))` : 'var(--background)',
            }}
          >
            Aa
          </div>
          <span className="text-xs font-medium">{token}</span>
          <TokenValue name={token} />
        </div>
      ))}
      {LINE_TOKENS.map((token) => (
        <div key={token} className="flex flex-col gap-1">
          <div className="h-14 rounded-md bg-background" style={{ border: `3px solid var(--${token})` }} />
          <span className="text-xs font-medium">{token}</span>
          <TokenValue name={token} />
        </div>
      ))}
    </div>
  );
}

/** The colour tokens rendered in the light and the dark theme side by side. */
export function ColorTokens() {
  return (
    <div className="sb-unstyled grid gap-4 lg:grid-cols-2">
      <section aria-label="Light theme colours" className="rounded-lg border border-border bg-background p-4 text-foreground">
        <h3 className="mb-3 text-sm font-semibold text-foreground">Light</h3>
        <Swatches />
      </section>
      <section aria-label="Dark theme colours" className="dark rounded-lg border border-border bg-background p-4 text-foreground">
        <h3 className="mb-3 text-sm font-semibold text-foreground">Dark</h3>
        <Swatches />
      </section>
    </div>
  );
}

const TYPE_SCALE = [
  ['text-xs', '0.75rem', 'Badges, captions, legends'],
  ['text-sm', '0.875rem', 'Body in dense UI, labels, table cells'],
  ['text-base', '1rem', 'Body text, inputs on mobile'],
  ['text-lg', '1.125rem', 'Card and sheet titles'],
  ['text-2xl', '1.5rem', 'Page section headings, large prices'],
  ['text-3xl', '1.875rem', 'Page titles'],
] as const;

/** The type scale in use (Inter, falling back to the system UI font). */
export function Typography() {
  return (
    <div className="sb-unstyled flex flex-col gap-2 rounded-lg border border-border p-4">
      {TYPE_SCALE.map(([className, size, use]) => (
        <div key={className} className="flex items-baseline gap-4">
          <code className="w-20 shrink-0 text-xs text-muted-foreground">{className}</code>
          <span className={className}>Trusted local pet sitters</span>
          <span className="ml-auto hidden text-xs text-muted-foreground sm:inline">
            {size} · {use}
          </span>
        </div>
      ))}
    </div>
  );
}

const SPACING = [
  ['1', 'size-1'], ['2', 'size-2'], ['3', 'size-3'], ['4', 'size-4'], ['6', 'size-6'], ['8', 'size-8'], ['12', 'size-12'],
] as const;

/** Tailwind's 4 px spacing scale; components use 1–6, layouts 4–12. */
export function Spacing() {
  return (
    <div className="sb-unstyled flex flex-wrap items-end gap-4 rounded-lg border border-border p-4">
      {SPACING.map(([step, className]) => (
        <div key={step} className="flex flex-col items-center gap-1">
          <div className={`${className} rounded-sm bg-primary`} />
          <code className="text-xs text-muted-foreground">{step}</code>
        </div>
      ))}
    </div>
  );
}

const RADII = [
  ['rounded-sm', 'calc(var(--radius) - 4px)', 'Checkboxes, menu items'],
  ['rounded-md', 'calc(var(--radius) - 2px)', 'Buttons, inputs, popovers'],
  ['rounded-lg', 'var(--radius)', 'Dropzones, panels'],
  ['rounded-xl', 'calc(var(--radius) + 4px)', 'Cards'],
  ['rounded-full', '9999px', 'Badges, avatars, switches'],
] as const;

/** Corner radii, all derived from `--radius` (0.625rem). */
export function Radii() {
  return (
    <div className="sb-unstyled flex flex-wrap gap-4 rounded-lg border border-border p-4">
      {RADII.map(([className, value, use]) => (
        <div key={className} className="flex w-36 flex-col gap-1">
          <div className={`h-14 border-2 border-primary bg-accent ${className}`} />
          <code className="text-xs">{className}</code>
          <span className="text-[11px] text-muted-foreground">{value}</span>
          <span className="text-[11px] text-muted-foreground">{use}</span>
        </div>
      ))}
    </div>
  );
}
