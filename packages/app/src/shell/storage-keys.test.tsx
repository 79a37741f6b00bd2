import { act, renderHook } from '@testing-library/react';
import { ThemeProvider, useTheme } from '@pawpal/ui';
import type * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityTargetOf, bookingActivityKey, channelActivityKey, writeActivity } from '../notifications/activity';
import { loadNotificationPreferences, saveNotificationPreferences } from '../notifications/preferences';

// The local storage keys are part of the product (other tabs, the pre-paint theme script and
// saved settings read them), so these tests spell them out rather than import them.

function mockSystemDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query === '(prefers-color-scheme: dark)',
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  localStorage.clear();
  mockSystemDark(false);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.classList.remove('dark');
});

describe('local storage keys', () => {
  it("saves the theme under 'theme' and starts from a choice saved there", () => {
    const wrapper = ({ children }: { children: React.ReactNode }) => <ThemeProvider>{children}</ThemeProvider>;
    const first = renderHook(() => useTheme(), { wrapper });
    act(() => first.result.current.setTheme('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    first.unmount();

    localStorage.clear();
    localStorage.setItem('theme', 'dark');
    const second = renderHook(() => useTheme(), { wrapper });
    expect(second.result.current.theme).toBe('dark');
  });

  it("saves the notification settings under 'notification-preferences' and reads them from there", () => {
    saveNotificationPreferences({ soundsEnabled: false });
    expect(JSON.parse(localStorage.getItem('notification-preferences')!)).toEqual({ soundsEnabled: false });

    localStorage.clear();
    expect(loadNotificationPreferences()).toEqual({ soundsEnabled: true });
    localStorage.setItem('notification-preferences', JSON.stringify({ soundsEnabled: false }));
    expect(loadNotificationPreferences()).toEqual({ soundsEnabled: false });
  });

  it("writes a channel's and a booking's activity under 'channel_activity_{id}' and 'booking_activity_{id}'", () => {
    writeActivity(channelActivityKey('c-1'), 1_700_000_000_000);
    writeActivity(bookingActivityKey('b-2'), 1_700_000_000_001);
    expect(localStorage.getItem('channel_activity_c-1')).toBe('1700000000000');
    expect(localStorage.getItem('booking_activity_b-2')).toBe('1700000000001');
    // Another tab's write, heard as a storage event, is read by the same names.
    expect(activityTargetOf('channel_activity_c-1')).toEqual({ channelId: 'c-1' });
    expect(activityTargetOf('booking_activity_b-2')).toEqual({ bookingId: 'b-2' });
  });
});
