import { Button, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from '@pawpal/ui';
import { ShieldAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAdminSummary } from '../data/admin';
import { useAuth } from '../data/auth';
import { useRole } from '../data/role';
import { Screen } from '../screen/Screen';
import { roleHome } from '../site/site-map';
import { AdminBookings } from './AdminBookings';
import { AdminUserPage } from './AdminUserPage';
import { AdminUsers } from './AdminUsers';
import { AuditLog } from './AuditLog';
import { FinanceView } from './FinanceView';
import { IncidentsQueue } from './IncidentsQueue';
import { AppealsQueue } from './AppealsQueue';
import { ReportsQueue } from './ReportsQueue';
import { ReviewModeration } from './ReviewModeration';
import { SitterReviewQueue } from './SitterReviewQueue';
import { VerificationQueue } from './VerificationQueue';

/** The console's tabs, in order; `?tab=` names the open one. */
export const ADMIN_TABS = [
  'sitters',
  'verifications',
  'reports',
  'incidents',
  'reviews',
  'users',
  'bookings',
  'finance',
  'audit-log',
  'appeals',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

function isAdminTab(value: string | null): value is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '');
}

/** The admin console: the queues with their counts, users, bookings and the audit log. Only for admins. */
export function AdminPage() {
  const { user } = useAuth();
  const { isAdmin, isSitter } = useRole(user?.id);
  if (!isAdmin) {
    return (
      <Screen title="Access denied">
        <EmptyState
          icon={<ShieldAlert />}
          title="This area is for Pawpal administrators"
          description="Your account doesn’t have access to the admin tools."
          action={
            <Button asChild variant="outline">
              <Link to={roleHome(isSitter)}>Go to your home page</Link>
            </Button>
          }
        />
      </Screen>
    );
  }
  return <AdminConsole />;
}

function AdminConsole() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'sitters';
  const userId = params.get('user');
  const { data: summary } = useAdminSummary();
  const count = (value: number | undefined) => (value === undefined ? '' : ` (${value})`);
  const labels: Record<AdminTab, string> = {
    sitters: `Sitters${count(summary?.sittersPendingReview)}`,
    verifications: `Verifications${count(summary?.pendingVerifications)}`,
    reports: `Reports${count(summary?.openReports)}`,
    incidents: 'Incidents',
    reviews: 'Reviews',
    users: 'Users',
    bookings: 'Bookings',
    finance: 'Finance',
    'audit-log': 'Audit log',
    appeals: 'Appeals',
  };
  const open = (next: string) => setParams(next === 'sitters' ? {} : { tab: next });

  return (
    <Screen
      title="Admin"
      description="Review sitters and documents, handle reports, incidents and reviews, look after accounts and bookings."
    >
      <Tabs value={tab} onValueChange={open}>
        {/* Nine tabs do not fit a phone: the list scrolls sideways there. */}
        <div className="-mx-4 overflow-x-auto px-4 pb-1">
          <TabsList aria-label="Admin tools">
            {ADMIN_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {labels[value]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="sitters" className="mt-6">
          <SitterReviewQueue />
        </TabsContent>
        <TabsContent value="verifications" className="mt-6">
          <VerificationQueue />
        </TabsContent>
        <TabsContent value="reports" className="mt-6">
          <ReportsQueue />
        </TabsContent>
        <TabsContent value="incidents" className="mt-6">
          <IncidentsQueue />
        </TabsContent>
        <TabsContent value="reviews" className="mt-6">
          <ReviewModeration />
        </TabsContent>
        <TabsContent value="users" className="mt-6">
          {userId ? (
            <AdminUserPage userId={userId} onBack={() => setParams({ tab: 'users' })} />
          ) : (
            <AdminUsers onOpen={(id) => setParams({ tab: 'users', user: id })} />
          )}
        </TabsContent>
        <TabsContent value="bookings" className="mt-6">
          <AdminBookings />
        </TabsContent>
        <TabsContent value="finance" className="mt-6">
          <FinanceView />
        </TabsContent>
        <TabsContent value="audit-log" className="mt-6">
          <AuditLog />
        </TabsContent>
        <TabsContent value="appeals" className="mt-6">
          <AppealsQueue />
        </TabsContent>
      </Tabs>
    </Screen>
  );
}
