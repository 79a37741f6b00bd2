/** Issue 9: a sitter's published reviews on their public page (its feature replaces this placeholder). */
export function SitterReviews(_props: { sitterId: string }) {
  return null;
}
