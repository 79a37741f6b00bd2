import type { Suburb } from '@pawpal/contract';
import { Input, cn } from '@pawpal/ui';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { suburbLabel, useSuburbSuggestions } from '../data/geo';

/** Wait this long after the last keystroke before asking for suggestions. */
export const SUBURB_DEBOUNCE_MS = 250;

export interface SuburbAutocompleteProps {
  /** The text in the box (controlled). */
  value: string;
  onValueChange: (text: string) => void;
  /** A suggestion was picked (click, or Enter on the highlighted one). */
  onSelect: (suburb: Suburb) => void;
  id?: string;
  name?: string;
  placeholder?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  className?: string;
}

/**
 * A suburb or postcode box with suggestions from GET /api/geo/suburbs, following the ARIA
 * combobox pattern: arrow keys move through the list, Enter picks, Escape closes.
 */
export function SuburbAutocomplete({
  value,
  onValueChange,
  onSelect,
  id,
  name,
  placeholder = 'Suburb or postcode',
  className,
  ...aria
}: SuburbAutocompleteProps) {
  const autoId = useId();
  const inputId = id ?? `suburb-${autoId}`;
  const listId = `${inputId}-listbox`;
  const [query, setQuery] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(value), SUBURB_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const { data } = useSuburbSuggestions(open ? query : '');
  const suggestions = open ? (data ?? []) : [];
  const expanded = open && suggestions.length > 0;

  function pick(suburb: Suburb) {
    onSelect(suburb);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (suggestions.length === 0 ? -1 : (index + 1) % suggestions.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (suggestions.length === 0 ? -1 : (index - 1 + suggestions.length) % suggestions.length));
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className={cn('relative', className)}>
      <Input
        id={inputId}
        name={name}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        {...aria}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suburbs"
        hidden={!expanded}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {suggestions.map((suburb, index) => (
          <li
            key={`${suburb.name}-${suburb.postcode}-${suburb.state}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suburb);
            }}
            className={cn(
              'cursor-pointer rounded-sm px-2 py-1.5 text-sm',
              index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
            )}
          >
            {suburbLabel(suburb)}
          </li>
        ))}
      </ul>
    </div>
  );
}
