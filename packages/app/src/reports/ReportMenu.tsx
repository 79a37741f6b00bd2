/** Issue 9: the "Report" menu on profiles, messages and reviews (its feature replaces this placeholder). */
export function ReportMenu(_props: { targetType: 'sitter' | 'user' | 'message' | 'review'; targetId: string; label?: string }) {
  return null;
}
