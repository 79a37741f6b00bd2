/** Issue 9: the admin console's VerificationQueue tab (its feature replaces this placeholder). */
export function VerificationQueue() {
  return null;
}
