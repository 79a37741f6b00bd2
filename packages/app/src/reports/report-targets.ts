import { type ReportTargetType } from '@pawpal/contract';

/** What each report target is called in the menu and the dialog. */
export const REPORT_TARGET_NAMES: Record<ReportTargetType, string> = {
  sitter: 'profile',
  user: 'user',
  message: 'message',
  review: 'review',
};
