import { EmptyState } from '@pawpal/ui';
import { UserRound } from 'lucide-react';
import { Screen } from '../screen/Screen';

/** A sitter edits their public profile. */
export function SitterProfileEditPage() {
  return (
    <Screen title="Edit sitter profile">
      <EmptyState
        icon={<UserRound />}
        title="Profile editing is coming soon"
        description="You’ll edit your bio, photos, experience and the pets you care for here."
      />
    </Screen>
  );
}
