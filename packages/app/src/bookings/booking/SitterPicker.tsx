import { POSTCODE_PATTERN, paths, type SearchResponse, type ServiceType } from '@pawpal/contract';
import { Button, EmptyState, ErrorState, FormField, Skeleton } from '@pawpal/ui';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { suburbLabel } from '../../data/geo';
import { describeError, queryWithDetail } from '../../data/mutation';
import { DEFAULT_FILTERS, emptyResultsAdvice, searchApiUrl, type SearchFilters } from '../../shared/search-filters';
import { ServiceField } from '../../shared/ServiceField';
import { SitterResultCard } from '../../shared/SitterResultCard';
import { SuburbAutocomplete } from '../../shared/SuburbAutocomplete';
import { Screen } from '../../screen/Screen';

/** /booking without a sitter: search by suburb and service, and pick a sitter to book. */
export function SitterPicker() {
  const [text, setText] = useState('');
  const [service, setService] = useState<ServiceType | undefined>(undefined);
  const [filters, setFilters] = useState<SearchFilters | null>(null);
  const apiUrl = filters ? searchApiUrl(filters) : null;
  const { data, error, isLoading, mutate } = useSWR<SearchResponse, Error>(apiUrl, queryWithDetail);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    const location = POSTCODE_PATTERN.test(trimmed) ? { postcode: trimmed } : { suburb: trimmed.replace(/\s+[A-Z]{2,3}\s+\d{4}$/, '') };
    setFilters({ ...DEFAULT_FILTERS, ...location, ...(service ? { service } : {}) });
  }

  return (
    <Screen title="Book a sitter" description="Choose a sitter near you, then your dates and pets.">
      <form
        role="search"
        aria-label="Find a sitter to book"
        onSubmit={search}
        className="mb-6 grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      >
        <FormField label="Suburb or postcode" controlId="booking-location">
          {(control) => (
            <SuburbAutocomplete
              {...control}
              value={text}
              onValueChange={setText}
              onSelect={(suburb) => {
                setText(suburbLabel(suburb));
                setFilters({
                  ...DEFAULT_FILTERS,
                  suburb: suburb.name,
                  state: suburb.state,
                  postcode: suburb.postcode,
                  ...(service ? { service } : {}),
                });
              }}
            />
          )}
        </FormField>
        <ServiceField value={service} onChange={setService} />
        <Button type="submit">
          <Search aria-hidden="true" />
          Find sitters
        </Button>
      </form>
      {!filters ? null : error ? (
        <ErrorState title="We couldn’t load sitters" message={describeError(error)} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton className="h-28 w-full rounded-xl" />
      ) : data.results.length === 0 ? (
        <EmptyState icon={<Search />} title="No sitters found" description={emptyResultsAdvice(filters)} />
      ) : (
        <section aria-labelledby="pick-sitter" className="flex flex-col gap-3">
          <h2 id="pick-sitter" className="text-xl font-semibold text-foreground">
            Choose a sitter
          </h2>
          <ul className="flex flex-col gap-3">
            {data.results.map((sitter) => (
              <li key={sitter.id}>
                <SitterResultCard sitter={sitter} href={paths.booking(sitter.id)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Screen>
  );
}
