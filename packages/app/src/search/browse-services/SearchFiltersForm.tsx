import { BADGE_KINDS, type BadgeKind, DOG_SIZES, SEARCH_PET_TYPES, SEARCH_RADII_KM } from '@pawpal/contract';
import { Button, DateRangePicker, FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@pawpal/ui';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { suburbLabel } from '../../data/geo';
import { DOG_SIZE_LABELS } from '../../data/sitters';
import { BADGE_FILTER_LABELS } from '../../data/verifications';
import { fromIsoDate, toIsoDate } from '../../shared/dates';
import { MIN_RATING_CHOICES, SEARCH_PET_TYPE_LABELS, type SearchFilters } from '../../shared/search-filters';
import { ServiceField } from '../../shared/ServiceField';
import { SuburbAutocomplete } from '../../shared/SuburbAutocomplete';

const ANY = 'any';

export interface SearchFiltersFormProps {
  filters: SearchFilters;
  /** Change filters at once (dropdowns, dates, a picked suburb). */
  apply: (change: Partial<SearchFilters>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  location: string;
  onLocationChange: (text: string) => void;
  minPrice: string;
  onMinPriceChange: (text: string) => void;
  maxPrice: string;
  onMaxPriceChange: (text: string) => void;
}

/** The search's filters: in the sidebar on a wide screen, in the Filters sheet on a phone. */
export function SearchFiltersForm({
  filters,
  apply,
  onSubmit,
  location,
  onLocationChange,
  minPrice,
  onMinPriceChange,
  maxPrice,
  onMaxPriceChange,
}: SearchFiltersFormProps) {
  return (
    <form role="search" aria-label="Sitter search" onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label="Suburb or postcode" controlId="search-location">
        {(control) => (
          <SuburbAutocomplete
            {...control}
            name="location"
            value={location}
            onValueChange={onLocationChange}
            onSelect={(suburb) => {
              onLocationChange(suburbLabel(suburb));
              apply({ suburb: suburb.name, state: suburb.state, postcode: suburb.postcode });
            }}
          />
        )}
      </FormField>
      <FormField label="Distance">
        {(control) => (
          <Select value={String(filters.radiusKm)} onValueChange={(value) => apply({ radiusKm: Number(value) })}>
            <SelectTrigger {...control} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SEARCH_RADII_KM.map((km) => (
                <SelectItem key={km} value={String(km)}>
                  Within {km} km
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <ServiceField value={filters.service} onChange={(service) => apply({ service })} />
      <FormField label="Dates" description="Only sitters free on every day.">
        {(control) => (
          <div className="flex flex-col gap-1">
            <DateRangePicker
              {...control}
              numberOfMonths={1}
              fromDate={new Date()}
              value={{ from: fromIsoDate(filters.from), to: fromIsoDate(filters.to) }}
              onChange={(range) => {
                if (range.from && range.to) apply({ from: toIsoDate(range.from), to: toIsoDate(range.to) });
              }}
            />
            {filters.from ? (
              <Button
                type="button"
                variant="link"
                size="sm"
                className="self-start px-0"
                onClick={() => apply({ from: undefined, to: undefined })}
              >
                Clear dates
              </Button>
            ) : null}
          </div>
        )}
      </FormField>
      <FormField label="Pet">
        {(control) => (
          <Select
            value={filters.petType ?? ANY}
            onValueChange={(value) =>
              apply({ petType: value === ANY ? undefined : (value as SearchFilters['petType']), dogSize: undefined })
            }
          >
            <SelectTrigger {...control} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any pet</SelectItem>
              {SEARCH_PET_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {SEARCH_PET_TYPE_LABELS[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      {filters.petType === 'dog' ? (
        <FormField label="Dog size">
          {(control) => (
            <Select
              value={filters.dogSize ?? ANY}
              onValueChange={(value) => apply({ dogSize: value === ANY ? undefined : (value as SearchFilters['dogSize']) })}
            >
              <SelectTrigger {...control} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>Any size</SelectItem>
                {DOG_SIZES.map((size) => (
                  <SelectItem key={size} value={size}>
                    {DOG_SIZE_LABELS[size]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Min price ($)">
          <Input inputMode="decimal" name="minPrice" value={minPrice} onChange={(event) => onMinPriceChange(event.target.value)} />
        </FormField>
        <FormField label="Max price ($)">
          <Input inputMode="decimal" name="maxPrice" value={maxPrice} onChange={(event) => onMaxPriceChange(event.target.value)} />
        </FormField>
      </div>
      <FormField label="Minimum rating">
        {(control) => (
          <Select
            value={filters.minRating === undefined ? ANY : String(filters.minRating)}
            onValueChange={(value) => apply({ minRating: value === ANY ? undefined : Number(value) })}
          >
            <SelectTrigger {...control} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any rating</SelectItem>
              {MIN_RATING_CHOICES.map((stars) => (
                <SelectItem key={stars} value={String(stars)}>
                  {stars} stars or more
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label="Verification">
        {(control) => (
          <Select
            value={filters.verified ?? ANY}
            onValueChange={(value) => apply({ verified: value === ANY ? undefined : (value as BadgeKind) })}
          >
            <SelectTrigger {...control} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any sitter</SelectItem>
              {BADGE_KINDS.map((kind) => (
                <SelectItem key={kind} value={kind}>
                  {BADGE_FILTER_LABELS[kind]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <Button type="submit">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
