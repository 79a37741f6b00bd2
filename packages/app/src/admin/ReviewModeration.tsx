/** Issue 9: the admin console's ReviewModeration tab (its feature replaces this placeholder). */
export function ReviewModeration() {
  return null;
}
