import {
  BADGE_COUNT_MAX,
  NOTIFICATION_TOAST_DURATION_MS,
  SCROLL_AREA_HIDE_DELAY_MS,
  SWIPE_THRESHOLD_PX,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from './constants';

/*
 * The spec's numbers (section 9) that the design system owns, written out as literals: changing
 * a constant fails here. The behaviour is pinned beside the code, with literals too:
 * toast/Toaster.test.tsx (5000, 4000, F8), toast/toast-store.test.ts (limit 1, 1,000,000),
 * tooltip/Tooltip.test.tsx (700, 300), badge/Badge.test.tsx (99 / 99+), the swipe in
 * toast/Toaster.test.tsx (right; 49 and 50 px stay, 51 px dismisses) and in the browser by the
 * Toast story SwipeRightToDismiss, scroll-area/ScrollArea.test.tsx (hidden 600 ms after the
 * pointer leaves, not at 599 ms).
 */
describe('spec constants (section 9)', () => {
  it.each([
    ['toast limit', TOAST_LIMIT, 1],
    ['toast duration (ms)', TOAST_DURATION_MS, 5000],
    ['notification toast duration (ms)', NOTIFICATION_TOAST_DURATION_MS, 4000],
    ['toast remove delay (ms)', TOAST_REMOVE_DELAY_MS, 1_000_000],
    ['swipe threshold (px)', SWIPE_THRESHOLD_PX, 50],
    ['tooltip delay (ms)', TOOLTIP_DELAY_MS, 700],
    ['tooltip skip delay (ms)', TOOLTIP_SKIP_DELAY_MS, 300],
    ['scroll-area hide delay (ms)', SCROLL_AREA_HIDE_DELAY_MS, 600],
    ['badge count shown before 99+', BADGE_COUNT_MAX, 99],
  ])('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('F8 focuses the toast region', () => {
    expect(TOAST_HOTKEY).toEqual(['F8']);
  });
});
