import { type ArgumentsHost } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, AuthError } from './auth/auth.errors.js';
import { AVAILABILITY_ERROR_CODES, AvailabilityError } from './availability/availability.errors.js';
import { BOOKINGS_ERROR_CODES, BookingsError } from './bookings/bookings.errors.js';
import { CHAT_ERROR_CODES, ChatError } from './chat/chat.errors.js';
import { GeoError } from './geo/geo.errors.js';
import { PETS_ERROR_CODES, PetsError } from './pets/pets.errors.js';
import { ApiExceptionFilter } from './platform/errors/api-exception.filter.js';
import { type ApiError } from './platform/errors/domain-error.js';
import { describeError } from './platform/errors/error-response.js';
import { PROFILE_ERROR_CODES, ProfileError } from './profile/profile.errors.js';
import { SEARCH_ERROR_CODES, SearchError } from './search/search.errors.js';
import { SITTERS_ERROR_CODES, SittersError } from './sitters/sitters.errors.js';
import { UPLOADS_ERROR_CODES, UploadsError } from './uploads/uploads.errors.js';
import { USERS_ERROR_CODES, UsersError } from './users/users.errors.js';

// Each feature's refusals are its own error class; these were codes of the platform's one enum, and
// each must still answer with the status and default message it had there (literals, not the maps).
const ANSWERS: [ApiError, number, string][] = [
  [new AuthError('INVALID_CREDENTIALS'), 401, 'Incorrect email or password'],
  [new AuthError('WEAK_PASSWORD'), 400, 'Choose a stronger password'],
  [new UsersError('EMAIL_TAKEN'), 409, 'An account with this email already exists'],
  [new UsersError('USER_NOT_FOUND'), 404, 'User not found'],
  [new ProfileError('INVALID_PHONE'), 400, 'Enter an Australian phone number, like 0412 345 678 or (02) 9876 5432'],
  [new UploadsError('UPLOAD_MISSING'), 400, 'Attach an image in the form field "file"'],
  [new UploadsError('UPLOAD_TOO_LARGE'), 413, 'The image is larger than 5 MB'],
  [new UploadsError('UNSUPPORTED_IMAGE'), 415, 'Only JPEG, PNG or WebP images can be uploaded'],
  [new UploadsError('UPLOAD_NOT_FOUND'), 404, 'Image not found'],
  [new UploadsError('UPLOAD_NOT_YOURS'), 400, 'Photos must be images you uploaded to Pawpal'],
  [new ChatError('CHANNEL_NOT_FOUND'), 404, 'Conversation not found'],
  [new ChatError('CHAT_PARTNER_NOT_FOUND'), 404, 'There is nobody to message there'],
  [new ChatError('CHAT_WITH_YOURSELF'), 400, 'You cannot message yourself'],
  [new ChatError('CHAT_MESSAGE_INVALID'), 400, 'Write a message or attach a photo'],
  [new SittersError('SITTER_NOT_FOUND'), 404, 'Sitter not found'],
  [new SittersError('NOT_A_SITTER'), 404, "You don't have a sitter profile yet"],
  [new SittersError('ALREADY_A_SITTER'), 409, 'You are already registered as a sitter'],
  [new GeoError('SUBURB_NOT_FOUND', "We couldn't find that suburb and postcode"), 400, "We couldn't find that suburb and postcode"],
  [new AvailabilityError('DATE_BOOKED'), 409, 'That date is booked and cannot be changed'],
  [new AvailabilityError('SITTER_UNAVAILABLE'), 409, 'The sitter is not available on those dates'],
  [new SearchError('INVALID_SEARCH'), 400, 'Those search filters do not fit together'],
  [new PetsError('PET_NOT_FOUND'), 404, 'Pet not found'],
  [new PetsError('PET_IN_ACTIVE_BOOKING'), 409, 'This pet is part of an upcoming or current booking, so it cannot be removed yet'],
  [new BookingsError('BOOKING_NOT_FOUND'), 404, 'Booking not found'],
  [new BookingsError('INVALID_BOOKING_REQUEST'), 400, 'This booking request is not valid'],
  [new BookingsError('BOOKING_STATE_CONFLICT'), 409, 'This booking cannot be changed that way now'],
  [new BookingsError('SITTER_ALREADY_BOOKED'), 409, 'The sitter is already booked for part of these dates'],
  [new BookingsError('SITTERS_ONLY'), 403, 'Only sitters can do this'],
  [new BookingsError('ALREADY_REVIEWED'), 409, 'You have already reviewed this booking'],
];

describe('feature errors', () => {
  it.each(ANSWERS)('%s answers %i with its default message', (error, status, message) => {
    expect(error.status).toBe(status);
    expect(describeError(error)).toEqual({ body: { statusCode: status, error: expect.any(String) as string, message }, unexpected: false });
  });

  it('gives every code of every feature error class a 4xx status, and the thrower may word the message', () => {
    const all = [
      ...AUTH_ERROR_CODES.map((code) => new AuthError(code, 'Worded by the thrower')),
      ...USERS_ERROR_CODES.map((code) => new UsersError(code, 'Worded by the thrower')),
      ...PROFILE_ERROR_CODES.map((code) => new ProfileError(code, 'Worded by the thrower')),
      ...UPLOADS_ERROR_CODES.map((code) => new UploadsError(code, 'Worded by the thrower')),
      ...CHAT_ERROR_CODES.map((code) => new ChatError(code, 'Worded by the thrower')),
      ...SITTERS_ERROR_CODES.map((code) => new SittersError(code, 'Worded by the thrower')),
      ...AVAILABILITY_ERROR_CODES.map((code) => new AvailabilityError(code, 'Worded by the thrower')),
      ...SEARCH_ERROR_CODES.map((code) => new SearchError(code, 'Worded by the thrower')),
      ...PETS_ERROR_CODES.map((code) => new PetsError(code, 'Worded by the thrower')),
      ...BOOKINGS_ERROR_CODES.map((code) => new BookingsError(code, 'Worded by the thrower')),
    ];
    expect(all).toHaveLength(ANSWERS.length - 1); // SUBURB_NOT_FOUND is one of geo's codes
    for (const error of all) {
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.status).toBeLessThan(500);
      expect(describeError(error).body.message).toBe('Worded by the thrower');
    }
  });

  it('is answered by the one exception filter with exactly { statusCode, error, message }', () => {
    expect(describeError(new UsersError('EMAIL_TAKEN')).body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'An account with this email already exists',
    });
    expect(describeError(new PetsError('PET_NOT_FOUND')).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Pet not found' });

    const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
    const reply = {
      sent: false,
      status(code: number) {
        sent.status = code;
        return reply;
      },
      header(name: string, value: string) {
        sent.headers[name] = value;
        return reply;
      },
      headers(values: Record<string, string>) {
        Object.assign(sent.headers, values);
        return reply;
      },
      send(body: unknown) {
        sent.body = body;
        return reply;
      },
    };
    const host = {
      getType: () => 'http',
      switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ method: 'POST', url: '/api/bookings/x/accept' }) }),
    } as unknown as ArgumentsHost;

    new ApiExceptionFilter().catch(new BookingsError('BOOKING_STATE_CONFLICT', 'This booking has expired'), host);

    expect(sent).toEqual({
      status: 409,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: { statusCode: 409, error: 'Conflict', message: 'This booking has expired' },
    });
    expect(JSON.stringify(sent.body)).toBe('{"statusCode":409,"error":"Conflict","message":"This booking has expired"}');
  });
});
