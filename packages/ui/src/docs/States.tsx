import type * as React from 'react';
import { cn } from '../lib/cn';
import { ThemeMatrix } from './ThemeMatrix';

/** The interaction states a States story shows, each in a wrapper the pseudo-states addon targets. */
export const STATES = ['default', 'hover', 'focus-visible', 'active', 'disabled'] as const;
export type InteractionState = (typeof STATES)[number];

/**
 * `parameters.pseudo` of a States story (storybook-addon-pseudo-states): forces `:hover`,
 * `:focus-visible` and `:active` on everything inside the wrapper of that state, so the
 * states show (and axe checks their contrast) without a pointer.
 */
export const STATES_PSEUDO = {
  hover: ['[data-state-demo="hover"]'],
  focusVisible: ['[data-state-demo="focus-visible"]'],
  focus: ['[data-state-demo="focus-visible"]'],
  active: ['[data-state-demo="active"]'],
} as const;

/** Story parameters of a States story: the forced states, a snapshot, and the visual suite. */
export const STATES_PARAMETERS = {
  pseudo: STATES_PSEUDO,
  chromatic: { disableSnapshot: false },
  layout: 'fullscreen',
} as const;

/**
 * Story helper: one labelled row per interaction state, in light and dark. `render` gets
 * whether the state is `disabled` (render the control disabled) and a unique suffix for ids.
 */
export function StatesMatrix({ render }: { render: (state: InteractionState, key: string) => React.ReactNode }) {
  return (
    <ThemeMatrix sideBySide="always">
      {(theme) => (
        <div className="pp:grid pp:gap-2">
          {STATES.map((state) => (
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
