import { Button, EmptyState } from '@pawpal/ui';
import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { useRole } from '../../data/role';
import { SITTER_HOME } from '../access';
import { Screen } from '../screen/Screen';

/** Apply to become a sitter (the user menu's Become a Sitter item). */
export function SitterRegistrationPage() {
  const { user } = useAuth();
  const { isSitter } = useRole(user?.id);
  return (
    <Screen title="Sitter registration" description="Tell owners about yourself and start taking bookings.">
      {isSitter ? (
        <EmptyState
          icon={<HeartHandshake />}
          title="You’re already a sitter"
          description="Your sitter account is set up. Manage your bookings, services and availability from your dashboard."
          action={
            <Button asChild>
              <Link to={SITTER_HOME}>Go to your dashboard</Link>
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<HeartHandshake />}
          title="Applications open soon"
          description="Here you’ll describe your experience, choose the services you offer and verify your identity."
          action={
            <Button asChild variant="outline">
              <Link to="/become-a-sitter">What sitting involves</Link>
            </Button>
          }
        />
      )}
    </Screen>
  );
}
