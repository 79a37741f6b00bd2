import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsObject, ValidateNested } from 'class-validator';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferences,
} from '@pawpal/contract';

class NotificationPreferenceInput implements NotificationPreference {
  @IsIn(NOTIFICATION_KINDS, { message: `kind must be one of ${NOTIFICATION_KINDS.join(', ')}` })
  kind: NotificationKind;

  @IsIn(NOTIFICATION_CHANNELS, { message: `channel must be one of ${NOTIFICATION_CHANNELS.join(', ')}` })
  channel: NotificationChannel;

  @IsBoolean({ message: 'enabled must be true or false' })
  enabled: boolean;
}

/** PUT /api/profile/notification-preferences. */
export class NotificationPreferencesInput implements NotificationPreferences {
  @ArrayMaxSize(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length, { message: 'Too many preferences' })
  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'Each preference must be an object like { kind, channel, enabled }' })
  @Type(() => NotificationPreferenceInput)
  @IsArray({ message: 'preferences must be a list' })
  preferences: NotificationPreferenceInput[];
}
