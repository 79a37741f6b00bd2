import { EmptyState } from '@pawpal/ui';
import { FileText } from 'lucide-react';
import { Screen } from '../../screen/Screen';

/** Earnings summary for tax time. */
export function TaxReportPage() {
  return (
    <Screen title="Tax report">
      <EmptyState
        icon={<FileText />}
        title="No earnings to report yet"
        description="A summary of your Pawpal earnings for each financial year (1 July to 30 June) will appear here to help with your tax return."
      />
    </Screen>
  );
}
