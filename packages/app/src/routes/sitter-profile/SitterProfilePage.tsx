import { Button, EmptyState } from '@pawpal/ui';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Screen } from '../screen/Screen';

/** A sitter's public profile: /sitter/{sitterId}. */
export function SitterProfilePage() {
  return (
    <Screen title="Sitter profile">
      <EmptyState
        icon={<UserRound />}
        title="This profile isn’t available yet"
        description="A sitter’s photos, services, availability and reviews will appear here."
        action={
          <Button asChild variant="outline">
            <Link to="/browse-services">Browse sitters</Link>
          </Button>
        }
      />
    </Screen>
  );
}
