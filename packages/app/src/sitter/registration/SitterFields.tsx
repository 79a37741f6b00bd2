import {
  CANCELLATION_POLICY_NAMES,
  DOG_SIZES,
  SERVICE_TYPES,
  SERVICE_UNITS,
  SITTER_ABOUT_MAX_LENGTH,
  SITTER_HEADLINE_MAX_LENGTH,
  SITTER_MAX_PHOTOS,
  type AuState,
  type CancellationPolicy,
} from '@pawpal/contract';
import { Button, Checkbox, FormField, Input, Label, PhotoPicker, RadioGroup, RadioGroupItem, Textarea } from '@pawpal/ui';
import { X } from 'lucide-react';
import { suburbLabel } from '../../data/geo';
import {
  CANCELLATION_POLICY_DESCRIPTIONS,
  CANCELLATION_POLICY_LABELS,
  DOG_SIZE_LABELS,
  SERVICE_DESCRIPTIONS,
  SERVICE_LABELS,
} from '../../data/sitters';
import { SuburbAutocomplete } from '../../shared/SuburbAutocomplete';
import { type ProfileErrors, type ProfileForm, type ServicesErrors, type ServicesForm } from './sitter-form';
import { EarningsLine } from './EarningsLine';

export interface ProfileFieldsProps {
  form: ProfileForm;
  errors: ProfileErrors;
  onChange: (patch: Partial<ProfileForm>) => void;
  newPhotos: File[];
  onNewPhotosChange: (files: File[]) => void;
}

/** Headline, about, experience, suburb, pets accepted, max pets, cancellation policy and photos. */
export function ProfileFields({ form, errors, onChange, newPhotos, onNewPhotosChange }: ProfileFieldsProps) {
  return (
    <div className="flex flex-col gap-6">
      <FormField
        label="Headline"
        required
        error={errors.headline}
        description="One line owners see in search, e.g. “Experienced dog lover with a big backyard”."
      >
        <Input
          maxLength={SITTER_HEADLINE_MAX_LENGTH}
          value={form.headline}
          onChange={(event) => onChange({ headline: event.target.value })}
        />
      </FormField>
      <FormField label="About you" required error={errors.about} description="Your experience with pets, your home and your routine.">
        <Textarea
          rows={6}
          maxLength={SITTER_ABOUT_MAX_LENGTH}
          value={form.about}
          onChange={(event) => onChange({ about: event.target.value })}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Years of experience" required error={errors.experienceYears}>
          <Input inputMode="numeric" value={form.experienceYears} onChange={(event) => onChange({ experienceYears: event.target.value })} />
        </FormField>
        <FormField label="Most pets at a time" required error={errors.maxPets}>
          <Input inputMode="numeric" value={form.maxPets} onChange={(event) => onChange({ maxPets: event.target.value })} />
        </FormField>
      </div>
      <FormField
        label="Your suburb"
        required
        error={errors.locationText}
        description="Owners search by distance from here; your street address is never shown."
      >
        {(control) => (
          <SuburbAutocomplete
            {...control}
            value={form.locationText}
            onValueChange={(text) => onChange({ locationText: text, suburb: '', postcode: '', state: '' })}
            onSelect={(suburb) =>
              onChange({
                locationText: suburbLabel(suburb),
                suburb: suburb.name,
                postcode: suburb.postcode,
                state: suburb.state as AuState,
              })
            }
          />
        )}
      </FormField>
      <FormField label="Pets you look after" group required error={errors.petsAccepted}>
        {({ 'aria-required': _required, ...control }) => (
          <div {...control} role="group" className="grid gap-2 sm:grid-cols-2">
            {DOG_SIZES.map((size) => (
              <div key={size} className="flex items-center gap-3">
                <Checkbox
                  id={`accepts-${size}`}
                  checked={form.dogSizes.includes(size)}
                  onCheckedChange={(checked) =>
                    onChange({ dogSizes: checked === true ? [...form.dogSizes, size] : form.dogSizes.filter((item) => item !== size) })
                  }
                />
                <Label htmlFor={`accepts-${size}`} className="font-normal">
                  {DOG_SIZE_LABELS[size]} dogs
                </Label>
              </div>
            ))}
            {(
              [
                ['cats', 'Cats'],
                ['smallAnimals', 'Small animals'],
                ['birds', 'Birds'],
              ] as const
            ).map(([key, label]) => (
              <div key={key} className="flex items-center gap-3">
                <Checkbox id={`accepts-${key}`} checked={form[key]} onCheckedChange={(checked) => onChange({ [key]: checked === true })} />
                <Label htmlFor={`accepts-${key}`} className="font-normal">
                  {label}
                </Label>
              </div>
            ))}
          </div>
        )}
      </FormField>
      <FormField label="Cancellation policy" group required error={errors.cancellationPolicy}>
        {(control) => (
          <RadioGroup
            {...control}
            value={form.cancellationPolicy}
            onValueChange={(value) => onChange({ cancellationPolicy: value as CancellationPolicy })}
            className="flex flex-col gap-3"
          >
            {CANCELLATION_POLICY_NAMES.map((policy) => (
              <div key={policy} className="flex items-start gap-3">
                <RadioGroupItem
                  id={`policy-${policy}`}
                  value={policy}
                  aria-describedby={`policy-${policy}-description`}
                  className="mt-0.5"
                />
                <div className="flex flex-col gap-0.5">
                  <Label htmlFor={`policy-${policy}`}>{CANCELLATION_POLICY_LABELS[policy]}</Label>
                  <p id={`policy-${policy}-description`} className="text-sm text-muted-foreground">
                    {CANCELLATION_POLICY_DESCRIPTIONS[policy]}
                  </p>
                </div>
              </div>
            ))}
          </RadioGroup>
        )}
      </FormField>
      <FormField
        label="Photos"
        error={errors.photoUrls}
        description={`Up to ${SITTER_MAX_PHOTOS} photos of you, your home and the pets you’ve cared for.`}
      >
        {(control) => (
          <div className="flex flex-col gap-3">
            {form.photoUrls.length > 0 ? (
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Saved photos">
                {form.photoUrls.map((url, index) => (
                  <li key={url} className="relative aspect-square overflow-hidden rounded-md border border-border bg-muted">
                    <img src={url} alt={`Saved photo ${index + 1}`} className="size-full object-cover" />
                    <Button
                      type="button"
                      variant="secondary"
                      size="icon"
                      className="absolute top-1 right-1 size-7 rounded-full"
                      aria-label={`Remove saved photo ${index + 1}`}
                      onClick={() => onChange({ photoUrls: form.photoUrls.filter((item) => item !== url) })}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <PhotoPicker
              id={control.id}
              aria-invalid={control['aria-invalid']}
              maxCount={Math.max(0, SITTER_MAX_PHOTOS - form.photoUrls.length)}
              value={newPhotos}
              onChange={onNewPhotosChange}
            />
          </div>
        )}
      </FormField>
    </div>
  );
}

export interface ServicesFieldsProps {
  form: ServicesForm;
  errors: ServicesErrors;
  onChange: (form: ServicesForm) => void;
}

/** Each service with a switch to offer it and its price in dollars. */
export function ServicesFields({ form, errors, onChange }: ServicesFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-4" aria-describedby={errors.services ? 'services-error' : undefined}>
      <legend className="mb-2 text-lg font-semibold">Services and prices</legend>
      {SERVICE_TYPES.map((type) => (
        <div key={type} className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_12rem] sm:items-start">
          <div className="flex items-start gap-3">
            <Checkbox
              id={`offer-${type}`}
              checked={form[type].enabled}
              onCheckedChange={(checked) => onChange({ ...form, [type]: { ...form[type], enabled: checked === true } })}
              className="mt-0.5"
            />
            <div className="flex flex-col gap-0.5">
              <Label htmlFor={`offer-${type}`}>{SERVICE_LABELS[type]}</Label>
              <p className="text-sm text-muted-foreground">{SERVICE_DESCRIPTIONS[type]}</p>
            </div>
          </div>
          {form[type].enabled ? (
            <FormField label={`Price per ${SERVICE_UNITS[type]} ($)`} required error={errors[type]}>
              <Input
                inputMode="decimal"
                value={form[type].price}
                onChange={(event) => onChange({ ...form, [type]: { ...form[type], price: event.target.value } })}
              />
            </FormField>
          ) : null}
          {form[type].enabled ? (
            <div className="sm:col-span-2">
              <EarningsLine price={form[type].price} />
            </div>
          ) : null}
        </div>
      ))}
      {errors.services ? (
        <p id="services-error" className="text-sm font-medium text-destructive">
          {errors.services}
        </p>
      ) : null}
    </fieldset>
  );
}
