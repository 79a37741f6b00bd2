import { SERVICE_TYPES, type ServiceType } from '@pawpal/contract';
import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@pawpal/ui';
import { SERVICE_LABELS } from '../data/sitters';

const ANY = 'any';

/** The "Service" choice of a sitter search: any service, or one of the five (search and the booking picker). */
export function ServiceField({ value, onChange }: { value: ServiceType | undefined; onChange: (value: ServiceType | undefined) => void }) {
  return (
    <FormField label="Service">
      {(control) => (
        <Select value={value ?? ANY} onValueChange={(next) => onChange(next === ANY ? undefined : (next as ServiceType))}>
          <SelectTrigger {...control} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>Any service</SelectItem>
            {SERVICE_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {SERVICE_LABELS[type]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
