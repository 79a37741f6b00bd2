import { Card, CardContent, CardHeader, CardTitle, EmptyState, UserAvatar, getFullName } from '@pawpal/ui';
import { UserRound } from 'lucide-react';
import { useAuth } from '../../data/auth';
import { Screen } from '../screen/Screen';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="w-24 shrink-0 text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words text-foreground">{value?.trim() ? value : <span className="text-muted-foreground">Not added</span>}</dd>
    </div>
  );
}

/** The signed-in user's account details. */
export function ProfilePage() {
  const { user } = useAuth();
  const name = getFullName(user?.firstName, user?.lastName);
  return (
    <Screen title="Profile" description="Your account details, as sitters and owners will see them.">
      <div className="flex flex-col gap-8">
        <Card>
          <CardHeader className="flex-row items-center gap-4">
            <UserAvatar size="lg" src={user?.profileImageUrl} firstName={user?.firstName} lastName={user?.lastName} />
            <CardTitle as="h2">{name || 'Your account'}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-3">
              <Detail label="Name" value={name} />
              <Detail label="Email" value={user?.email ?? null} />
              <Detail label="Phone" value={user?.phone ?? null} />
            </dl>
          </CardContent>
        </Card>
        <EmptyState
          icon={<UserRound />}
          title="Editing your profile is coming soon"
          description="You’ll update your photo, name and contact details here."
        />
      </div>
    </Screen>
  );
}
