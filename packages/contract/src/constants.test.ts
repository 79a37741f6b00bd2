import { describe, expect, it } from 'vitest';
import {
  SERVICE_LABELS,
  CARE_ADDRESS_MAX_LENGTH,
  CARE_LOCATION_SUBURB_RADIUS_M,
  VET_CLAIM_DESCRIPTION_MAX_LENGTH,
  VET_CLAIMS_PER_BOOKING_MAX,
  CHECK_IN_EARLY_MINUTES,
  CHECK_IN_FAR_METRES,
  DAILY_UPDATE_DUE_LOCAL,
  DAILY_UPDATE_LATE_LOCAL,
  HOME_ACCESS_VISIBLE_HOURS,
  INCIDENT_ACK_MINUTES,
  INCIDENT_ACK_WARN_MINUTES,
  INCIDENT_KINDS,
  INCIDENT_METRICS_MAX_DAYS,
  INCIDENT_METRICS_TIME_ZONE,
  INCIDENT_SUBURB_MAX_LENGTH,
  INCIDENT_UPDATES_MAX,
  INCIDENTS_OPEN_PER_BOOKING_MAX,
  SUPPORT_PHONE,
  MISSED_VISIT_GRACE_MINUTES,
  URGENT_INCIDENT_KINDS,
  VISIT_KINDS,
  VISIT_STATUSES,
  AU_STATES,
  BOOKING_ACTIONS,
  BOOKING_LIST_LIMIT,
  BOOKING_LIST_SIDES,
  BOOKING_MESSAGE_MAX_LENGTH,
  BOOKING_NOTIFICATION_TYPES,
  BOOKING_STATUSES,
  CARD_NAME_MAX_LENGTH,
  CARD_NUMBER_MAX_DIGITS,
  CARD_NUMBER_MIN_DIGITS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_DEFAULT,
  CHAT_PAGE_MAX,
  CHAT_PREVIEW_LENGTH,
  DEFAULT_CALENDAR_DAYS,
  DEFAULT_PAYOUT_RELEASE_HOURS,
  DEFAULT_REFERRAL_CREDIT_CENTS,
  DEFAULT_REFERRAL_DISCOUNT_CENTS,
  EMAIL_CHANGE_TTL_HOURS,
  EMAIL_VERIFICATION_TTL_HOURS,
  DOG_SIZES,
  DOG_SIZE_LIMITS_KG,
  LIVE_PATH,
  MAX_BLOCK_DAYS_AHEAD,
  MAX_BOOKING_UNITS,
  MAX_ADVANCE_BOOKING_DAYS,
  MAX_CALENDAR_DAYS,
  MAX_CLOCK_ADVANCE_MS,
  MAX_DATES_PER_AVAILABILITY_UPDATE,
  MAX_PASSWORD_LENGTH,
  MAX_PETS_PER_BOOKING,
  MAX_PET_AGE_YEARS,
  MAX_PET_WEIGHT_KG,
  MAX_RATING,
  MAX_VACCINATIONS,
  MIN_PASSWORD_LENGTH,
  MIN_RATING,
  NOTIFICATION_TYPES,
  PAYMENT_PROVIDERS,
  PASSWORD_RESET_TTL_HOURS,
  PAYMENT_WINDOW_HOURS,
  PET_INSTRUCTIONS_MAX_LENGTH,
  PET_NAME_MAX_LENGTH,
  PET_SEXES,
  PET_SHORT_TEXT_MAX_LENGTH,
  PET_SPECIES,
  PHONE_MAX_LENGTH,
  PROFILE_FIELDS,
  REFERRAL_CREDIT_EXPIRY_MONTHS,
  REFUND_REASONS,
  REQUEST_RESPONSE_WINDOW_HOURS,
  REVIEW_COMMENT_MAX_LENGTH,
  SANDBOX_DECLINED_CARD,
  SANDBOX_SUCCESS_CARD,
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_DEFAULT_RADIUS_KM,
  SEARCH_DEFAULT_SORT,
  SEARCH_LOCATION_NAME_RADIUS_KM,
  SEARCH_MAX_DAYS,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MAX_RADIUS_KM,
  SEARCH_MIN_RADIUS_KM,
  SEARCH_PET_TYPES,
  SEARCH_RADII_KM,
  SEARCH_SORTS,
  SEARCH_TOTAL_CAP,
  searchTotalText,
  SERVER_MESSAGE_TYPES,
  SERVICE_MAX_PRICE_CENTS,
  SERVICE_MIN_PRICE_CENTS,
  SERVICE_TYPES,
  SERVICE_UNITS,
  SITTER_ABOUT_MAX_LENGTH,
  SITTER_HEADLINE_MAX_LENGTH,
  SITTER_HEADLINE_MIN_LENGTH,
  SITTER_MAX_EXPERIENCE_YEARS,
  SITTER_MAX_PETS_LIMIT,
  SITTER_MAX_PHOTOS,
  SITTER_SUMMARY_UPCOMING_LIMIT,
  SAVED_SEARCHES_PER_MEMBER_MAX,
  SUBURB_MAX_LENGTH,
  SUBURB_QUERY_MAX_LENGTH,
  SUBURB_SEARCH_DEFAULT_LIMIT,
  SUBURB_SEARCH_MAX_LIMIT,
  TIMED_SERVICES,
  UNAVAILABLE_REASONS,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_URL_PATTERN,
  VIEWER_ROLES,
  WS_CLOSE_NORMAL,
  WS_CLOSE_THROTTLED,
  WS_CLOSE_TOO_BIG,
  WS_CLOSE_UNAUTHORISED,
  isSessionEndedClose,
  WS_MAX_MESSAGES_PER_MINUTE,
  WS_MAX_PAYLOAD_BYTES,
} from './index.js';

// Every list and limit pinned with the API's values (packages/api/src/**/*.constants.ts and the
// DTO validators), written out so that a change here is a deliberate change of the contract.

describe('bookings', () => {
  it('has the eight booking states in lifecycle order', () => {
    expect(BOOKING_STATUSES).toEqual(['requested', 'accepted', 'declined', 'expired', 'paid', 'in_progress', 'completed', 'cancelled']);
  });

  it('has the seven actions in the order the app shows them', () => {
    expect(BOOKING_ACTIONS).toEqual(['accept', 'decline', 'pay', 'complete', 'review', 'cancel', 'message']);
  });

  it('has the viewer roles and list sides', () => {
    expect(VIEWER_ROLES).toEqual(['owner', 'sitter', 'admin']);
    expect(BOOKING_LIST_SIDES).toEqual(['owner', 'sitter']);
  });

  it('has the refund reasons', () => {
    expect(REFUND_REASONS).toEqual(['cancelled_by_sitter', 'before_cutoff', 'after_cutoff']);
  });

  it('has the booking windows and limits', () => {
    expect(REQUEST_RESPONSE_WINDOW_HOURS).toBe(72);
    expect(PAYMENT_WINDOW_HOURS).toBe(48);
    expect(MAX_BOOKING_UNITS).toBe(90);
    expect(MAX_ADVANCE_BOOKING_DAYS).toBe(365);
    expect(BOOKING_MESSAGE_MAX_LENGTH).toBe(2000);
    expect(MAX_PETS_PER_BOOKING).toBe(20);
    expect(REVIEW_COMMENT_MAX_LENGTH).toBe(2000);
    expect([MIN_RATING, MAX_RATING]).toEqual([1, 5]);
    expect(BOOKING_LIST_LIMIT).toBe(200);
    expect(SITTER_SUMMARY_UPCOMING_LIMIT).toBe(10);
  });
});

describe('sitters', () => {
  it('has the five services, boarding first, each with its unit', () => {
    expect(SERVICE_TYPES).toEqual(['boarding', 'house_sitting', 'drop_in', 'day_care', 'dog_walking']);
    expect(SERVICE_UNITS).toEqual({ boarding: 'night', house_sitting: 'night', drop_in: 'visit', day_care: 'day', dog_walking: 'walk' });
    expect(TIMED_SERVICES).toEqual(['drop_in', 'dog_walking']);
  });

  it('has the four dog sizes and their weight bounds', () => {
    expect(DOG_SIZES).toEqual(['small', 'medium', 'large', 'giant']);
    expect(DOG_SIZE_LIMITS_KG).toEqual({ small: 10, medium: 25, large: 45 });
  });

  it('has the sitter profile limits', () => {
    expect(SITTER_HEADLINE_MIN_LENGTH).toBe(10);
    expect(SITTER_HEADLINE_MAX_LENGTH).toBe(100);
    expect(SITTER_ABOUT_MAX_LENGTH).toBe(4000);
    expect(SITTER_MAX_EXPERIENCE_YEARS).toBe(80);
    expect(SITTER_MAX_PETS_LIMIT).toBe(20);
    expect(SITTER_MAX_PHOTOS).toBe(12);
    expect(SERVICE_MIN_PRICE_CENTS).toBe(100);
    expect(SERVICE_MAX_PRICE_CENTS).toBe(200_000);
    expect(SUBURB_MAX_LENGTH).toBe(80);
  });

  it('pins the saved searches limit', () => {
    expect(SAVED_SEARCHES_PER_MEMBER_MAX).toBe(10);
  });
});

describe('search', () => {
  it('has the sorts, default distance', () => {
    expect(SEARCH_SORTS).toEqual(['distance', 'price', 'rating', 'relevance']);
    expect(SEARCH_DEFAULT_SORT).toBe('distance');
  });

  it('has the radii: default 10 km, 1 to 100, and the choices offered', () => {
    expect(SEARCH_DEFAULT_RADIUS_KM).toBe(10);
    expect([SEARCH_MIN_RADIUS_KM, SEARCH_MAX_RADIUS_KM]).toEqual([1, 100]);
    expect(SEARCH_RADII_KM).toEqual([2, 5, 10, 25, 50, 100]);
    for (const radius of SEARCH_RADII_KM) {
      expect(radius).toBeGreaterThanOrEqual(SEARCH_MIN_RADIUS_KM);
      expect(radius).toBeLessThanOrEqual(SEARCH_MAX_RADIUS_KM);
    }
  });

  it('has the pet types, pages and date range', () => {
    expect(SEARCH_PET_TYPES).toEqual(['dog', 'cat', 'small_animal', 'bird']);
    expect(SEARCH_DEFAULT_PAGE_SIZE).toBe(20);
    expect(SEARCH_MAX_PAGE_SIZE).toBe(50);
    expect(SEARCH_MAX_DAYS).toBe(120);
    expect(SEARCH_LOCATION_NAME_RADIUS_KM).toBe(25);
  });

  it('counts search matches up to 1,000 and says "1,000+" beyond', () => {
    expect(SEARCH_TOTAL_CAP).toBe(1000);
    expect(searchTotalText({ total: 41, totalIsCapped: false })).toBe('41');
    expect(searchTotalText({ total: 1000, totalIsCapped: false })).toBe('1,000');
    expect(searchTotalText({ total: 1000, totalIsCapped: true })).toBe('1,000+');
  });
});

describe('geo', () => {
  it('has the eight states and territories in the API order', () => {
    expect(AU_STATES).toEqual(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']);
  });

  it('has the suburb lookup limits', () => {
    expect(SUBURB_QUERY_MAX_LENGTH).toBe(60);
    expect(SUBURB_SEARCH_DEFAULT_LIMIT).toBe(10);
    expect(SUBURB_SEARCH_MAX_LIMIT).toBe(50);
  });
});

describe('pets', () => {
  it('has the species and sexes', () => {
    expect(PET_SPECIES).toEqual(['dog', 'cat', 'small_animal', 'bird', 'other']);
    expect(PET_SEXES).toEqual(['male', 'female', 'unknown']);
  });

  it('has the pet limits', () => {
    expect(PET_NAME_MAX_LENGTH).toBe(60);
    expect(PET_SHORT_TEXT_MAX_LENGTH).toBe(120);
    expect(PET_INSTRUCTIONS_MAX_LENGTH).toBe(2000);
    expect(MAX_PET_WEIGHT_KG).toBe(200);
    expect(MAX_VACCINATIONS).toBe(30);
    expect(MAX_PET_AGE_YEARS).toBe(50);
  });
});

describe('chat and live', () => {
  it('has the message limits and page sizes', () => {
    expect(CHAT_MESSAGE_MAX_LENGTH).toBe(4000);
    expect(CHAT_PAGE_DEFAULT).toBe(30);
    expect(CHAT_PAGE_MAX).toBe(100);
    expect(CHAT_PREVIEW_LENGTH).toBe(120);
  });

  it('has the live path, close codes and frame limits', () => {
    expect(LIVE_PATH).toBe('/api/ws');
    expect([WS_CLOSE_NORMAL, WS_CLOSE_THROTTLED, WS_CLOSE_TOO_BIG, WS_CLOSE_UNAUTHORISED]).toEqual([1000, 1008, 1009, 4401]);
    expect(WS_MAX_PAYLOAD_BYTES).toBe(65_536);
    expect(WS_MAX_MESSAGES_PER_MINUTE).toBe(100);
  });

  it('reads the server’s 1000 and 4401 as the session ending, and no other close', () => {
    expect([1000, 4401].map(isSessionEndedClose)).toEqual([true, true]);
    expect([1001, 1006, 1008, 1009, 1011].map(isSessionEndedClose)).toEqual([false, false, false, false, false]);
  });

  it('has the notification types the product shows and every server message type', () => {
    expect(BOOKING_NOTIFICATION_TYPES).toEqual([
      'booking_created',
      'booking_approved',
      'booking_declined',
      'payment_confirmed',
      'booking_completed',
      'booking_cancelled',
    ]);
    expect(NOTIFICATION_TYPES).toEqual([
      'booking_created',
      'booking_approved',
      'booking_declined',
      'payment_confirmed',
      'booking_completed',
      'booking_cancelled',
      'new_message',
    ]);
    expect(SERVER_MESSAGE_TYPES).toEqual([
      'ready',
      'new_message',
      'booking_created',
      'booking_approved',
      'booking_declined',
      'payment_confirmed',
      'booking_completed',
      'booking_cancelled',
      'counts',
      'care_update',
    ]);
  });
});

describe('during the stay', () => {
  it('has the care numbers', () => {
    expect(DAILY_UPDATE_DUE_LOCAL).toBe('12:00');
    expect(DAILY_UPDATE_LATE_LOCAL).toBe('20:00');
    expect(CHECK_IN_EARLY_MINUTES).toBe(30);
    expect(CHECK_IN_FAR_METRES).toBe(500);
    expect(MISSED_VISIT_GRACE_MINUTES).toBe(30);
    expect(HOME_ACCESS_VISIBLE_HOURS).toBe(24);
    expect(INCIDENT_ACK_MINUTES).toBe(15);
  });

  it('places a care location at its suburb centre, within 3 km, and bounds the vet claims', () => {
    expect(CARE_LOCATION_SUBURB_RADIUS_M).toBe(3000);
    expect(CARE_ADDRESS_MAX_LENGTH).toBe(200);
    expect(VET_CLAIM_DESCRIPTION_MAX_LENGTH).toBe(2000);
    expect(VET_CLAIMS_PER_BOOKING_MAX).toBe(50);
  });

  it('has the kinds and statuses of visits and incidents', () => {
    expect(VISIT_KINDS).toEqual(['visit', 'walk', 'daily_update', 'handover']);
    expect(VISIT_STATUSES).toEqual(['upcoming', 'due', 'in_progress', 'done', 'missed', 'excused']);
    expect(INCIDENT_KINDS).toEqual(['lost_pet', 'injury_or_illness', 'missed_visit', 'property_damage', 'safety', 'other']);
    expect(URGENT_INCIDENT_KINDS).toEqual(['lost_pet', 'injury_or_illness']);
  });

  it('has the incident limits, the alert before the promise and the support line', () => {
    expect(INCIDENT_ACK_WARN_MINUTES).toBe(10);
    expect(INCIDENT_METRICS_MAX_DAYS).toBe(366);
    expect(INCIDENT_METRICS_TIME_ZONE).toBe('Australia/Sydney');
    expect(INCIDENT_SUBURB_MAX_LENGTH).toBe(120);
    expect(INCIDENT_UPDATES_MAX).toBe(200);
    expect(INCIDENTS_OPEN_PER_BOOKING_MAX).toBe(10);
    expect(SUPPORT_PHONE).toBe('1300 729 725');
  });
});

describe('the rest', () => {
  it('has the availability limits and reasons', () => {
    expect(UNAVAILABLE_REASONS).toEqual(['blocked', 'booked']);
    expect(MAX_CALENDAR_DAYS).toBe(120);
    expect(DEFAULT_CALENDAR_DAYS).toBe(90);
    expect(MAX_BLOCK_DAYS_AHEAD).toBe(730);
    expect(MAX_DATES_PER_AVAILABILITY_UPDATE).toBe(400);
  });

  it('has the upload limits', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5_242_880);
    expect(UPLOAD_IMAGE_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(UPLOAD_URL_PATTERN.test('/api/uploads/abc.webp')).toBe(true);
    expect(UPLOAD_URL_PATTERN.test('https://example.com/abc.webp')).toBe(false);
    expect(UPLOAD_URL_PATTERN.test('/api/uploads/../secret')).toBe(false);
  });

  it('has the payment providers, test cards and card limits', () => {
    expect(PAYMENT_PROVIDERS).toEqual(['sandbox', 'stripe']);
    expect(SANDBOX_SUCCESS_CARD).toBe('4242424242424242');
    expect(SANDBOX_DECLINED_CARD).toBe('4000000000000002');
    expect([CARD_NUMBER_MIN_DIGITS, CARD_NUMBER_MAX_DIGITS]).toEqual([12, 19]);
    expect(CARD_NAME_MAX_LENGTH).toBe(100);
  });

  it('has the account limits and profile fields', () => {
    expect([MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH]).toEqual([10, 200]);
    expect(PHONE_MAX_LENGTH).toBe(40);
    expect(PROFILE_FIELDS).toEqual(['firstName', 'lastName', 'email', 'phone']);
  });

  it('keeps a reset link 1 hour, a verification or email-change link 24 hours', () => {
    expect(PASSWORD_RESET_TTL_HOURS).toBe(1);
    expect(EMAIL_VERIFICATION_TTL_HOURS).toBe(24);
    expect(EMAIL_CHANGE_TTL_HOURS).toBe(24);
  });

  it('releases a payout 48 h after the stay ends', () => {
    expect(DEFAULT_PAYOUT_RELEASE_HOURS).toBe(48);
  });

  it('gives a referred friend $20 off and the member a $20 credit for 12 months', () => {
    expect(DEFAULT_REFERRAL_DISCOUNT_CENTS).toBe(2000);
    expect(DEFAULT_REFERRAL_CREDIT_CENTS).toBe(2000);
    expect(REFERRAL_CREDIT_EXPIRY_MONTHS).toBe(12);
  });

  it('lets the test clock move at most 366 days at once', () => {
    expect(MAX_CLOCK_ADVANCE_MS).toBe(31_622_400_000);
  });
});

describe('service labels', () => {
  it('names every service the way people read it', () => {
    expect(SERVICE_LABELS).toEqual({
      boarding: 'Boarding',
      house_sitting: 'House sitting',
      drop_in: 'Drop-in visits',
      day_care: 'Doggy day care',
      dog_walking: 'Dog walking',
    });
  });
});
