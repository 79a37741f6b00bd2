import { MAX_ADMIN_SEARCH_LENGTH } from '@pawpal/contract';
import { Button, Input, Label } from '@pawpal/ui';
import { Search } from 'lucide-react';
import { useState } from 'react';

export interface AdminSearchFormProps {
  /** The input's id (labels point at it). */
  id: string;
  label: string;
  buttonLabel?: string;
  maxLength?: number;
  /** The submitted text (the lists start again at page 1). */
  onSearch: (q: string) => void;
}

/** The admin lists' search box: type, then Search (or Enter); nothing is fetched per keystroke. */
export function AdminSearchForm({
  id,
  label,
  buttonLabel = 'Search',
  maxLength = MAX_ADMIN_SEARCH_LENGTH,
  onSearch,
}: AdminSearchFormProps) {
  const [draft, setDraft] = useState('');
  return (
    <form
      role="search"
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} type="search" maxLength={maxLength} value={draft} onChange={(event) => setDraft(event.target.value)} />
      </div>
      <Button type="submit">
        <Search aria-hidden="true" /> {buttonLabel}
      </Button>
    </form>
  );
}
