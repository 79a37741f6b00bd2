import { EmptyState } from '@pawpal/ui';
import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Screen } from '../screen/Screen';

/** Find sitters (public). */
export function BrowseServicesPage() {
  const [params] = useSearchParams();
  const location = params.get('location')?.trim();
  return (
    <Screen title="Find a sitter" description="Browse verified pet sitters in your area and compare what they offer.">
      <EmptyState
        icon={<Search />}
        title="No sitters to show yet"
        description={
          location
            ? `Verified sitters near ${location} will be listed here, with their services and availability.`
            : 'Verified sitters near you will be listed here, with their services and availability.'
        }
      />
    </Screen>
  );
}
