import { CARE_PLAN_MAX_LINES, HOME_ACCESS_VISIBLE_HOURS, type CarePlan, type Pet } from '@pawpal/contract';
import { Button, Checkbox, ErrorState, FormField, Input, Label, Skeleton, Textarea } from '@pawpal/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCarePlan, useCarePlanWrites } from '../../data/care';
import { describeError } from '../../data/mutation';
import {
  EMPTY_FEEDING,
  EMPTY_MEDICATION,
  carePlanFormToInput,
  carePlanToForm,
  validateCarePlanForm,
  type CarePlanForm,
  type CarePlanFormErrors,
  type FeedingRow,
  type MedicationRow,
} from './care-plan-form';

/** Room for a thumb: the add and remove buttons of the rows are 44 px. */
const ROW_BUTTON = 'size-11 shrink-0';

/** The owner's care plan of a pet, on the pet page: loads the plan, then the editor. */
export function CarePlanSection({ pet }: { pet: Pet }) {
  const { data: plan, error, isLoading, mutate } = useCarePlan(pet.id);
  return (
    <section aria-labelledby="care-plan-heading" className="mt-12 flex max-w-3xl flex-col gap-4 border-t border-border pt-8">
      <div className="flex flex-col gap-1">
        <h2 id="care-plan-heading" className="text-2xl font-semibold text-foreground">
          Care plan
        </h2>
        <p className="text-muted-foreground">
          What your sitter does during a stay. Each feeding, medication and walk becomes a task on the visits it falls in, which the sitter
          ticks off at check-out.
        </p>
      </div>
      {error && !plan ? (
        <ErrorState headingLevel={3} title="We couldn’t load the care plan" message={describeError(error)} onRetry={() => void mutate()} />
      ) : isLoading || !plan ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : (
        <CarePlanEditor pet={pet} plan={plan} />
      )}
    </section>
  );
}

function FeedingFields({
  row,
  index,
  errors,
  onChange,
  onRemove,
}: {
  row: FeedingRow;
  index: number;
  errors: CarePlanFormErrors;
  onChange: (patch: Partial<FeedingRow>) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <div role="group" aria-labelledby={`feeding-${index}-title`} className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex items-center justify-between gap-2">
        <p id={`feeding-${index}-title`} className="font-medium">
          Feeding {n}
        </p>
        <Button type="button" variant="ghost" size="icon" className={ROW_BUTTON} aria-label={`Remove feeding ${n}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <FormField label="Time" error={errors[`feeding.${index}.time`]}>
        <Input size="lg" type="time" value={row.time} onChange={(event) => onChange({ time: event.target.value })} />
      </FormField>
      <FormField label="Food" error={errors[`feeding.${index}.food`]}>
        <Input size="lg" value={row.food} placeholder="Dry food" onChange={(event) => onChange({ food: event.target.value })} />
      </FormField>
      <FormField label="Amount" error={errors[`feeding.${index}.amount`]}>
        <Input size="lg" value={row.amount} placeholder="1 cup" onChange={(event) => onChange({ amount: event.target.value })} />
      </FormField>
    </div>
  );
}

function MedicationFields({
  row,
  index,
  errors,
  onChange,
  onRemove,
}: {
  row: MedicationRow;
  index: number;
  errors: CarePlanFormErrors;
  onChange: (patch: Partial<MedicationRow>) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const timesError = errors[`medications.${index}.times`];
  const withFoodId = `medication-${index}-with-food`;
  return (
    <div role="group" aria-labelledby={`medication-${index}-title`} className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex items-center justify-between gap-2">
        <p id={`medication-${index}-title`} className="font-medium">
          Medication {n}
        </p>
        <Button type="button" variant="ghost" size="icon" className={ROW_BUTTON} aria-label={`Remove medication ${n}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <FormField label="Name" error={errors[`medications.${index}.name`]}>
        <Input size="lg" value={row.name} placeholder="Apoquel" onChange={(event) => onChange({ name: event.target.value })} />
      </FormField>
      <FormField label="Dose" error={errors[`medications.${index}.dose`]}>
        <Input size="lg" value={row.dose} placeholder="16 mg" onChange={(event) => onChange({ dose: event.target.value })} />
      </FormField>
      <div className="flex flex-col gap-2" role="group" aria-label={`Times of medication ${n}`}>
        {row.times.map((time, timeIndex) => (
          <div key={timeIndex} className="flex items-end gap-2">
            <FormField label={`Time ${timeIndex + 1}`} className="flex-1">
              <Input
                size="lg"
                type="time"
                value={time}
                aria-invalid={timesError && !time ? true : undefined}
                onChange={(event) => onChange({ times: row.times.map((entry, i) => (i === timeIndex ? event.target.value : entry)) })}
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className={ROW_BUTTON}
              aria-label={`Remove time ${timeIndex + 1} of medication ${n}`}
              onClick={() => onChange({ times: row.times.filter((_, i) => i !== timeIndex) })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        {timesError ? <p className="text-sm font-medium text-destructive">{timesError}</p> : null}
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="self-start"
          disabled={row.times.length >= CARE_PLAN_MAX_LINES}
          onClick={() => onChange({ times: [...row.times, ''] })}
        >
          <Plus aria-hidden="true" />
          Add a time
        </Button>
      </div>
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox id={withFoodId} checked={row.withFood} onCheckedChange={(checked) => onChange({ withFood: checked === true })} />
        <Label htmlFor={withFoodId}>Give with food</Label>
      </div>
    </div>
  );
}

/** The care plan form: rows to add and remove, one column on a phone; saved with PUT. */
export function CarePlanEditor({ pet, plan }: { pet: Pet; plan: CarePlan }) {
  const { save } = useCarePlanWrites();
  const [form, setForm] = useState<CarePlanForm>(() => carePlanToForm(plan, pet));
  const [errors, setErrors] = useState<CarePlanFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  // A refused save moves focus to the first field in error (or the summary), which scrolls it into view.
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [refusedSaves, setRefusedSaves] = useState(0);
  useEffect(() => {
    if (refusedSaves === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? summaryRef.current)?.focus();
  }, [refusedSaves]);

  function change(patch: Partial<CarePlanForm>) {
    setForm((previous) => ({ ...previous, ...patch }));
    setErrors({});
    setFailure(null);
    setSaved(false);
  }
  const setFeeding = (index: number, patch: Partial<FeedingRow>) =>
    change({ feeding: form.feeding.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const setMedication = (index: number, patch: Partial<MedicationRow>) =>
    change({ medications: form.medications.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCarePlanForm(form);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setRefusedSaves((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      const answer = await save(pet.id, carePlanFormToInput(form));
      setForm(carePlanToForm(answer, pet));
      setSaved(true);
    } catch (caught) {
      setFailure(describeError(caught, 'We couldn’t save the care plan. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-8"
      aria-label={`Care plan for ${pet.name}`}
    >
      <section aria-labelledby="care-feeding" className="flex flex-col gap-3">
        <h3 id="care-feeding" className="text-lg font-semibold">
          Feeding
        </h3>
        {form.feeding.length === 0 ? <p className="text-sm text-muted-foreground">No feedings yet.</p> : null}
        {form.feeding.map((row, index) => (
          <FeedingFields
            key={index}
            row={row}
            index={index}
            errors={errors}
            onChange={(patch) => setFeeding(index, patch)}
            onRemove={() => change({ feeding: form.feeding.filter((_, i) => i !== index) })}
          />
        ))}
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="self-start"
          disabled={form.feeding.length >= CARE_PLAN_MAX_LINES}
          onClick={() => change({ feeding: [...form.feeding, { ...EMPTY_FEEDING }] })}
        >
          <Plus aria-hidden="true" />
          Add a feeding
        </Button>
      </section>

      <section aria-labelledby="care-medications" className="flex flex-col gap-3">
        <h3 id="care-medications" className="text-lg font-semibold">
          Medications
        </h3>
        {form.medications.length === 0 ? <p className="text-sm text-muted-foreground">No medications.</p> : null}
        {form.medications.map((row, index) => (
          <MedicationFields
            key={index}
            row={row}
            index={index}
            errors={errors}
            onChange={(patch) => setMedication(index, patch)}
            onRemove={() => change({ medications: form.medications.filter((_, i) => i !== index) })}
          />
        ))}
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="self-start"
          disabled={form.medications.length >= CARE_PLAN_MAX_LINES}
          onClick={() => change({ medications: [...form.medications, { ...EMPTY_MEDICATION, times: [''] }] })}
        >
          <Plus aria-hidden="true" />
          Add a medication
        </Button>
      </section>

      <section aria-labelledby="care-walks" className="flex flex-col gap-3">
        <h3 id="care-walks" className="text-lg font-semibold">
          Walks
        </h3>
        <FormField label="Walks a day" description="0 or empty for none." error={errors.walksPerDay}>
          <Input size="lg" inputMode="numeric" value={form.walksPerDay} onChange={(event) => change({ walksPerDay: event.target.value })} />
        </FormField>
        <FormField label="Walk rules" description="Lead only, no dog parks, how far." error={errors.walkRules}>
          <Textarea rows={2} value={form.walkRules} onChange={(event) => change({ walkRules: event.target.value })} />
        </FormField>
      </section>

      <section aria-labelledby="care-home" className="flex flex-col gap-3">
        <h3 id="care-home" className="text-lg font-semibold">
          At home
        </h3>
        <FormField label="House notes" description="Bins, plants, the gate, anything else." error={errors.houseNotes}>
          <Textarea rows={3} value={form.houseNotes} onChange={(event) => change({ houseNotes: event.target.value })} />
        </FormField>
        <FormField
          label="Home access instructions"
          description={`Where the key is, alarm codes. Only the sitter of a paid booking sees these, from ${HOME_ACCESS_VISIBLE_HOURS} hours before the stay starts until it ends; never on a profile or in an email.`}
          error={errors.homeAccess}
        >
          <Textarea rows={3} value={form.homeAccess} onChange={(event) => change({ homeAccess: event.target.value })} />
        </FormField>
      </section>

      <section aria-labelledby="care-vet" className="flex flex-col gap-3">
        <h3 id="care-vet" className="text-lg font-semibold">
          Vet
        </h3>
        <FormField label="Clinic" error={errors.vetClinic}>
          <Input size="lg" value={form.vetClinic} onChange={(event) => change({ vetClinic: event.target.value })} />
        </FormField>
        <FormField label="Clinic phone" error={errors.vetPhone}>
          <Input size="lg" type="tel" value={form.vetPhone} onChange={(event) => change({ vetPhone: event.target.value })} />
        </FormField>
        <FormField label="Clinic address" error={errors.vetAddress}>
          <Input size="lg" value={form.vetAddress} onChange={(event) => change({ vetAddress: event.target.value })} />
        </FormField>
        <FormField
          label="Pre-approved vet spend ($)"
          description="Your sitter can spend up to this at the vet without waiting for you; Pawpal charges your saved card. Above it, you approve each claim."
          error={errors.vetSpend}
        >
          <Input
            size="lg"
            inputMode="decimal"
            value={form.vetSpend}
            placeholder="0"
            onChange={(event) => change({ vetSpend: event.target.value })}
          />
        </FormField>
        <FormField label="Microchip number" error={errors.microchip}>
          <Input size="lg" inputMode="numeric" value={form.microchip} onChange={(event) => change({ microchip: event.target.value })} />
        </FormField>
      </section>

      <section aria-labelledby="care-contact" className="flex flex-col gap-3">
        <h3 id="care-contact" className="text-lg font-semibold">
          Emergency contact
        </h3>
        <FormField label="Contact name" error={errors.contactName}>
          <Input size="lg" value={form.contactName} onChange={(event) => change({ contactName: event.target.value })} />
        </FormField>
        <FormField label="Contact phone" error={errors.contactPhone}>
          <Input size="lg" type="tel" value={form.contactPhone} onChange={(event) => change({ contactPhone: event.target.value })} />
        </FormField>
      </section>

      {failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
      {errorCount > 0 ? (
        <p ref={summaryRef} tabIndex={-1} role="alert" className="text-sm font-medium text-destructive">
          {errorCount === 1 ? 'Fix 1 field' : `Fix ${errorCount} fields`} to save the care plan: {Object.values(errors)[0]}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm font-medium text-foreground">
          Care plan saved.
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={saving}>
        Save care plan
      </Button>
    </form>
  );
}
