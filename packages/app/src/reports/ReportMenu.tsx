import { type ReportTargetType } from '@pawpal/contract';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@pawpal/ui';
import { EllipsisVertical, Flag } from 'lucide-react';
import { useAuth } from '../data/auth';
import { REPORT_TARGET_NAMES } from './report-targets';
import { useReportDialog } from './useReportDialog';

export interface ReportMenuProps {
  targetType: ReportTargetType;
  targetId: string;
  /** Names the target for screen readers when several menus share a screen, e.g. "message from Sam". */
  label?: string;
}

/**
 * The "…" menu with "Report" on profiles, messages and reviews: a dialog to choose a reason
 * (REPORT_REASONS) and add details; Pawpal's admins see it in their reports queue. Signed-out
 * people are asked to sign in; nobody is offered to report themself.
 */
export function ReportMenu({ targetType, targetId, label }: ReportMenuProps) {
  const { user } = useAuth();
  // The form loads when someone chooses "Report".
  const report = useReportDialog({ targetType, targetId });
  const name = REPORT_TARGET_NAMES[targetType];
  if (user && (targetType === 'sitter' || targetType === 'user') && user.id === targetId) return null;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={label ? `More actions for ${label}` : `More actions for this ${name}`}>
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={report.show}>
            <Flag aria-hidden="true" />
            Report {name}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {report.dialog}
    </>
  );
}
