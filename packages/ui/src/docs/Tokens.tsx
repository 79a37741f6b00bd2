import * as React from 'react';

/** Colour tokens from theme.css, in pairs where a `-foreground` goes on top. */
export const COLOR_TOKENS = [
  'background',
  'foreground',
  'card',
  'popover',
  'primary',
  'secondary',
  'muted',
  'accent',
  'destructive',
  'success',
  'warning',
  'info',
  'pink',
  'orange',
  'teal',
  'indigo',
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
    if (ref.current) setValue(getComputedStyle(ref.current).getPropertyValue(`--pp-${name}`).trim());
  }, [name]);
  return (
    <code ref={ref} className="pp:text-[11px] pp:text-muted-foreground">
      {value || `var(--pp-${name})`}
    </code>
  );
}

function Swatches() {
  return (
    <div className="pp:grid pp:grid-cols-2 pp:gap-3 pp:sm:grid-cols-4">
      {COLOR_TOKENS.map((token) => (
        <div key={token} className="pp:flex pp:flex-col pp:gap-1">
          <div
            className="pp:flex pp:h-14 pp:items-center pp:justify-center pp:rounded-md pp:border pp:border-border pp:text-sm pp:font-medium"
            style={{
              background: `var(--pp-${token})`,
              color: hasForeground(token) ? `var(--pp-${token}-foreground, var(--pp-foreground))` : 'var(--pp-background)',
            }}
          >
            Aa
          </div>
          <span className="pp:text-xs pp:font-medium">{token}</span>
          <TokenValue name={token} />
        </div>
      ))}
      {LINE_TOKENS.map((token) => (
        <div key={token} className="pp:flex pp:flex-col pp:gap-1">
          <div className="pp:h-14 pp:rounded-md pp:bg-background" style={{ border: `3px solid var(--pp-${token})` }} />
          <span className="pp:text-xs pp:font-medium">{token}</span>
          <TokenValue name={token} />
        </div>
      ))}
    </div>
  );
}

/** The colour tokens rendered in the light and the dark theme side by side. */
export function ColorTokens() {
  return (
    <div className="sb-unstyled pp:grid pp:gap-4 pp:lg:grid-cols-2">
      <section
        aria-label="Light theme colours"
        className="pp:rounded-lg pp:border pp:border-border pp:bg-background pp:p-4 pp:text-foreground"
      >
        <h3 className="pp:mb-3 pp:text-sm pp:font-semibold pp:text-foreground">Light</h3>
        <Swatches />
      </section>
      <section
        aria-label="Dark theme colours"
        className="dark pp:rounded-lg pp:border pp:border-border pp:bg-background pp:p-4 pp:text-foreground"
      >
        <h3 className="pp:mb-3 pp:text-sm pp:font-semibold pp:text-foreground">Dark</h3>
        <Swatches />
      </section>
    </div>
  );
}

const TYPE_SCALE = [
  ['pp:text-xs', '0.75rem', 'Badges, captions, legends'],
  ['pp:text-sm', '0.875rem', 'Body in dense UI, labels, table cells'],
  ['pp:text-base', '1rem', 'Body text, inputs on mobile'],
  ['pp:text-lg', '1.125rem', 'Card and sheet titles'],
  ['pp:text-2xl', '1.5rem', 'Page section headings, large prices'],
  ['pp:text-3xl', '1.875rem', 'Page titles'],
] as const;

/** The type scale in use (Inter, falling back to the system UI font). */
export function Typography() {
  return (
    <div className="sb-unstyled pp:flex pp:flex-col pp:gap-2 pp:rounded-lg pp:border pp:border-border pp:p-4">
      {TYPE_SCALE.map(([className, size, use]) => (
        <div key={className} className="pp:flex pp:items-baseline pp:gap-4">
          <code className="pp:w-20 pp:shrink-0 pp:text-xs pp:text-muted-foreground">{className}</code>
          <span className={className}>Trusted local pet sitters</span>
          <span className="pp:ml-auto pp:hidden pp:text-xs pp:text-muted-foreground pp:sm:inline">
            {size} · {use}
          </span>
        </div>
      ))}
    </div>
  );
}

const SPACING = [
  ['1', 'pp:size-1'],
  ['2', 'pp:size-2'],
  ['3', 'pp:size-3'],
  ['4', 'pp:size-4'],
  ['6', 'pp:size-6'],
  ['8', 'pp:size-8'],
  ['12', 'pp:size-12'],
] as const;

/** Tailwind's 4 px spacing scale; components use 1–6, layouts 4–12. */
export function Spacing() {
  return (
    <div className="sb-unstyled pp:flex pp:flex-wrap pp:items-end pp:gap-4 pp:rounded-lg pp:border pp:border-border pp:p-4">
      {SPACING.map(([step, className]) => (
        <div key={step} className="pp:flex pp:flex-col pp:items-center pp:gap-1">
          <div className={`${className} pp:rounded-sm pp:bg-primary`} />
          <code className="pp:text-xs pp:text-muted-foreground">{step}</code>
        </div>
      ))}
    </div>
  );
}

const RADII = [
  ['pp:rounded-sm', 'calc(var(--pp-radius) - 4px)', 'Checkboxes, menu items'],
  ['pp:rounded-md', 'calc(var(--pp-radius) - 2px)', 'Buttons, inputs, popovers'],
  ['pp:rounded-lg', 'var(--pp-radius)', 'Dropzones, panels'],
  ['pp:rounded-xl', 'calc(var(--pp-radius) + 4px)', 'Cards'],
  ['pp:rounded-full', '9999px', 'Badges, avatars, switches'],
] as const;

/** Corner radii, all derived from `--pp-radius` (0.625rem). */
export function Radii() {
  return (
    <div className="sb-unstyled pp:flex pp:flex-wrap pp:gap-4 pp:rounded-lg pp:border pp:border-border pp:p-4">
      {RADII.map(([className, value, use]) => (
        <div key={className} className="pp:flex pp:w-36 pp:flex-col pp:gap-1">
          <div className={`pp:h-14 pp:border-2 pp:border-primary pp:bg-accent ${className}`} />
          <code className="pp:text-xs">{className}</code>
          <span className="pp:text-[11px] pp:text-muted-foreground">{value}</span>
          <span className="pp:text-[11px] pp:text-muted-foreground">{use}</span>
        </div>
      ))}
    </div>
  );
}
