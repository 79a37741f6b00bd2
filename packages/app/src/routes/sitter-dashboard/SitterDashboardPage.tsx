import { Button, Card, CardDescription, CardHeader, CardTitle, EmptyState } from '@pawpal/ui';
import { Banknote, CalendarDays, HeartHandshake, ListChecks, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { useRole } from '../../data/role';
import { Screen } from '../screen/Screen';

const SETUP_LINKS = [
  { to: '/sitter-services-edit', icon: ListChecks, title: 'Services and rates', body: 'Choose what you offer and what you charge.' },
  { to: '/availability-management', icon: CalendarDays, title: 'Availability', body: 'Set the dates you can take bookings.' },
  { to: '/sitter-profile-edit', icon: UserRound, title: 'Sitter profile', body: 'Tell owners about yourself and your experience.' },
  { to: '/payout-settings', icon: Banknote, title: 'Payout settings', body: 'Choose where your earnings are paid.' },
];

/** A sitter's home: requests and the places to set up their business. */
export function SitterDashboardPage() {
  const { user } = useAuth();
  const { isSitter } = useRole(user?.id);
  if (!isSitter) {
    return (
      <Screen title="Sitter dashboard">
        <EmptyState
          icon={<HeartHandshake />}
          title="You’re not a sitter yet"
          description="Register as a sitter to get a dashboard for your bookings, services and payouts."
          action={
            <Button asChild>
              <Link to="/sitter-registration">Register as a sitter</Link>
            </Button>
          }
        />
      </Screen>
    );
  }
  return (
    <Screen title="Sitter dashboard" description="Booking requests and everything you need to run your sitting.">
      <div className="flex flex-col gap-10">
        <section aria-labelledby="booking-requests" className="flex flex-col gap-4">
          <h2 id="booking-requests" className="text-xl font-semibold text-foreground">
            Booking requests
          </h2>
          <EmptyState
            headingLevel={3}
            icon={<CalendarDays />}
            title="No booking requests yet"
            description="New requests from owners will appear here for you to accept or decline."
          />
        </section>
        <section aria-labelledby="set-up" className="flex flex-col gap-4">
          <h2 id="set-up" className="text-xl font-semibold text-foreground">
            Your sitting business
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {SETUP_LINKS.map(({ to, icon: Icon, title, body }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="block h-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
                >
                  <Card className="h-full transition-colors hover:bg-accent/50">
                    <CardHeader>
                      <Icon aria-hidden="true" className="size-6 text-primary" />
                      <CardTitle as="h3">{title}</CardTitle>
                      <CardDescription>{body}</CardDescription>
                    </CardHeader>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Screen>
  );
}
