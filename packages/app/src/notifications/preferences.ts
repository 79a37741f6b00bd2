/** Local storage key of the notification settings. */
export const NOTIFICATION_PREFERENCES_KEY = 'notification-preferences';

export interface NotificationPreferences {
  soundsEnabled: boolean;
}

/** Sounds are on by default. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = Object.freeze({ soundsEnabled: true });

export function loadNotificationPreferences(): NotificationPreferences {
  try {
    const saved = JSON.parse(localStorage.getItem(NOTIFICATION_PREFERENCES_KEY) ?? 'null') as Partial<NotificationPreferences> | null;
    return {
      soundsEnabled: typeof saved?.soundsEnabled === 'boolean' ? saved.soundsEnabled : DEFAULT_NOTIFICATION_PREFERENCES.soundsEnabled,
    };
  } catch {
    return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  }
}

export function saveNotificationPreferences(preferences: NotificationPreferences): void {
  try {
    localStorage.setItem(NOTIFICATION_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch (error) {
    console.error('Could not save notification preferences', error);
  }
}
