import { Button, EmptyState } from '@pawpal/ui';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../data/auth';
import { useRole } from '../data/role';
import { Screen } from '../screen/Screen';
import { roleHome } from '../site/site-map';

/** Admin area: only for users whose role has isAdmin. */
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
  return (
    <Screen title="Admin">
      <EmptyState
        icon={<ShieldCheck />}
        title="No admin tools yet"
        description="Tools for reviewing sitter applications, users and bookings will appear here."
      />
    </Screen>
  );
}
