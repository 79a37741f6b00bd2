import type * as React from 'react';
import { expect } from 'storybook/test';
import { cn } from '../lib/cn';
import { ThemeMatrix } from './ThemeMatrix';

/** The interaction states a States story shows, each in a wrapper the pseudo-states addon targets. */
export const STATES = ['default', 'hover', 'focus-visible', 'active', 'disabled'] as const;
export type InteractionState = (typeof STATES)[number];
/** A text field's states: no `active` row, since pressing into a text field is focusing it. */
export const TEXT_FIELD_STATES = STATES.filter((state) => state !== 'active');

/**
 * `parameters.pseudo` of a States story (storybook-addon-pseudo-states): forces `:hover`,
 * `:focus-visible` and `:active` on every element inside the row of that state, so the states
 * show (and axe checks their contrast) without a pointer. The addon adds its class to the
 * elements a selector matches, and a rule such as `.pp\:hover\:bg-primary:hover` then matches
 * only an element carrying the class itself: the selectors name the row's descendants, not the
 * row (a row-only selector left every state looking like `default`).
 */
const inRow = (state: Exclude<InteractionState, 'default' | 'disabled'>) => [`[data-state-demo="${state}"] *`];
export const STATES_PSEUDO = {
  hover: inRow('hover'),
  focusVisible: inRow('focus-visible'),
  focus: inRow('focus-visible'),
  active: inRow('active'),
} as const;

/** Story parameters of a States story: the forced states, a snapshot, and the visual suite. */
export const STATES_PARAMETERS = {
  pseudo: STATES_PSEUDO,
  chromatic: { disableSnapshot: false },
  layout: 'fullscreen',
} as const;

/**
 * Story helper: one labelled row per interaction state (all of `STATES` unless `states` says), in light and dark. `render` gets
 * whether the state is `disabled` (render the control disabled) and a unique suffix for ids.
 */
export function StatesMatrix({
  render,
  states = STATES,
}: {
  render: (state: InteractionState, key: string) => React.ReactNode;
  /** The rows to show; a text field leaves out `active` (pressing into it is focusing it). */
  states?: readonly InteractionState[];
}) {
  return (
    <ThemeMatrix sideBySide="always">
      {(theme) => (
        <div className="pp:grid pp:gap-2">
          {states.map((state) => (
            <div key={state} data-state-demo={state} className={cn('pp:flex pp:items-center pp:gap-3')}>
              <span className="pp:w-24 pp:shrink-0 pp:text-xs pp:text-muted-foreground">{state}</span>
              {render(state, `${theme}-${state}`)}
            </div>
          ))}
        </div>
      )}
    </ThemeMatrix>
  );
}

/**
 * Play-function check of a States story: each theme pane shows one row per state in order, and
 * the controls `controls(row)` finds are disabled in the `disabled` row and enabled in every
 * other (a row that rendered nothing, or a disabled flag that reached no control, fails).
 */
export async function expectStateRows(
  canvasElement: HTMLElement,
  controls: (row: HTMLElement) => HTMLElement[],
  states: readonly InteractionState[] = STATES,
) {
  const rows = [...canvasElement.querySelectorAll<HTMLElement>('[data-state-demo]')];
  await expect(rows.map((row) => row.dataset.stateDemo)).toEqual([...states, ...states]);
  for (const row of rows) {
    const found = controls(row);
    await expect(found.length).toBeGreaterThan(0);
    for (const control of found) {
      if (row.dataset.stateDemo === 'disabled') await expect(control).toBeDisabled();
      else await expect(control).toBeEnabled();
    }
  }
}
