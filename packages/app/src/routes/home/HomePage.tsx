import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, Input, Label } from '@pawpal/ui';
import { CalendarDays, PawPrint, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { Screen } from '../screen/Screen';

/** An owner's home: search, upcoming bookings and pets. */
export function HomePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [location, setLocation] = useState('');
  const locationId = useId();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = location.trim();
    navigate(query ? `/browse-services?location=${encodeURIComponent(query)}` : '/browse-services');
  }

  const firstName = user?.firstName?.trim();
  return (
    <Screen
      title={firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
      description="Find a sitter, keep track of bookings and look after your pets’ details in one place."
    >
      <div className="flex flex-col gap-10">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Find a sitter near you</CardTitle>
            <CardDescription>Search by suburb or postcode to see sitters in your area.</CardDescription>
          </CardHeader>
          <CardContent>
            <form role="search" onSubmit={search} className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <div className="flex flex-1 flex-col gap-2">
                <Label htmlFor={locationId}>Suburb or postcode</Label>
                <Input
                  id={locationId}
                  name="location"
                  placeholder="e.g. Fitzroy or 3065"
                  value={location}
                  onChange={(event) => setLocation(event.target.value)}
                />
              </div>
              <Button type="submit">
                <Search aria-hidden="true" />
                Search sitters
              </Button>
            </form>
          </CardContent>
        </Card>

        <section aria-labelledby="upcoming-bookings" className="flex flex-col gap-4">
          <h2 id="upcoming-bookings" className="text-xl font-semibold text-foreground">
            Upcoming bookings
          </h2>
          <EmptyState
            headingLevel={3}
            icon={<CalendarDays />}
            title="No bookings yet"
            description="When you book a sitter, your upcoming stays and visits will show here."
            action={
              <Button asChild variant="outline">
                <Link to="/browse-services">Browse sitters</Link>
              </Button>
            }
          />
        </section>

        <section aria-labelledby="your-pets" className="flex flex-col gap-4">
          <h2 id="your-pets" className="text-xl font-semibold text-foreground">
            Your pets
          </h2>
          <EmptyState
            headingLevel={3}
            icon={<PawPrint />}
            title="No pets yet"
            description="Add your first pet so sitters know their routine, diet and any special needs."
            action={
              <Button asChild>
                <Link to="/pet-profiles">Add your first pet</Link>
              </Button>
            }
          />
        </section>
      </div>
    </Screen>
  );
}
