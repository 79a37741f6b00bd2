/* @pawpal/contract: the shapes and rules the API and the app share. One module per feature. */
export * from './auth.js';
export * from './availability.js';
export * from './bookings.js';
export * from './cancellation.js';
export * from './chat.js';
export * from './errors.js';
export * from './geo.js';
export * from './health.js';
export * from './live.js';
export * from './paths.js';
export * from './payments.js';
export * from './pets.js';
export * from './profile.js';
export * from './search.js';
export * from './sitters.js';
export * from './uploads.js';
