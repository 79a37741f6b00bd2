/**
 * Widths the stories are reviewed at (Chromatic modes, and the visual suite's phone
 * screenshots): a phone and a desktop. Light only: the Matrix stories show both themes.
 */
export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

export const DESKTOP_MODE = { theme: 'light', viewport: DESKTOP_WIDTH } as const;

/** Chromatic modes of a story whose layout changes on a phone: desktop and phone. */
export const PHONE_MODES = {
  desktop: DESKTOP_MODE,
  phone: { theme: 'light', viewport: PHONE_WIDTH },
} as const;

/** The story tag (written as a literal in stories: Storybook's indexer needs one) that adds a phone-width screenshot to the visual suite. */
export const PHONE_TAG = 'phone';
