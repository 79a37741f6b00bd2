import { Type } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { PUSH_ENDPOINT_MAX_LENGTH, PUSH_KEY_MAX_LENGTH, type PushSubscriptionInput, type PushUnsubscribeInput } from '@pawpal/contract';

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;

// Rules run bottom-up with stopAtFirstError: the basic rule goes last (see SignupDto).

class PushKeysInput {
  @Matches(BASE64URL, { message: 'keys.p256dh must be base64url' })
  @MaxLength(PUSH_KEY_MAX_LENGTH, { message: `keys.p256dh must be at most ${PUSH_KEY_MAX_LENGTH} characters` })
  @IsString({ message: 'keys.p256dh must be text' })
  @IsNotEmpty({ message: 'keys.p256dh is required' })
  p256dh: string;

  @Matches(BASE64URL, { message: 'keys.auth must be base64url' })
  @MaxLength(PUSH_KEY_MAX_LENGTH, { message: `keys.auth must be at most ${PUSH_KEY_MAX_LENGTH} characters` })
  @IsString({ message: 'keys.auth must be text' })
  @IsNotEmpty({ message: 'keys.auth is required' })
  auth: string;
}

/** DELETE /api/push/subscriptions?endpoint=… */
export class PushUnsubscribeDto implements PushUnsubscribeInput {
  @MaxLength(PUSH_ENDPOINT_MAX_LENGTH, { message: `endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters` })
  @IsString({ message: 'endpoint must be text' })
  @IsNotEmpty({ message: 'endpoint is required' })
  endpoint: string;
}

/** POST /api/push/subscriptions: PushSubscription.toJSON(). The endpoint's scheme and host and the keys' bytes are checked by PushSubscriptions. */
export class PushSubscriptionDto extends PushUnsubscribeDto implements PushSubscriptionInput {
  // null in every browser's toJSON() today: "no expiry".
  @IsOptional()
  @IsNumber({}, { message: 'expirationTime must be a number or null' })
  expirationTime?: number | null;

  @ValidateNested()
  @Type(() => PushKeysInput)
  @IsObject({ message: 'keys must be an object like { p256dh, auth }' })
  keys: PushKeysInput;
}
