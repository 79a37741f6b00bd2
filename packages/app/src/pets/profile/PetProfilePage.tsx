import {
  NEW_PET_ID,
  PET_SEXES,
  PET_SPECIES,
  apiPaths,
  dogSizeForWeight,
  paths,
  type Pet,
  type PetSex,
  type PetSpecies,
} from '@pawpal/contract';
import {
  Badge,
  Button,
  Checkbox,
  DatePicker,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  ErrorState,
  FormField,
  Input,
  PageLoading,
  PhotoPicker,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from '@pawpal/ui';
import { todayIso } from '../../shared/dates';
import { PawPrint, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useAuth } from '../../data/auth';
import { uploadImage } from '../../data/chat';
import { describeError, hasStatus } from '../../data/mutation';
import { PET_SEX_LABELS, PET_SPECIES_LABELS, createPet, deletePet, updatePet, usePet } from '../../data/pets';
import { DOG_SIZE_LABELS } from '../../data/sitters';
import { Screen } from '../../screen/Screen';
import { CarePlanSection } from './CarePlanEditor';
import { EMPTY_PET_FORM, formToPetInput, parseWeight, petToForm, validatePetForm, type PetForm, type PetFormErrors } from './pet-form';

function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

const TEXT_AREAS = [
  ['temperament', 'Temperament', 'How they are with people, dogs, cats and children.'],
  ['feedingInstructions', 'Feeding', 'What, how much and when.'],
  ['walkingInstructions', 'Walking', 'How far, how often, lead or off-lead.'],
  ['medicationInstructions', 'Medication', 'Names, doses and times.'],
] as const;

/** What a sitter (or the owner) reads about a pet. */
function PetDetails({ pet }: { pet: Pet }) {
  const rows: [string, string][] = [
    ['Species', PET_SPECIES_LABELS[pet.species]],
    ...(pet.breed ? [['Breed', pet.breed] as [string, string]] : []),
    ...(pet.dateOfBirth ? [['Born', formatDay(pet.dateOfBirth)] as [string, string]] : []),
    ...(pet.weightKg ? [['Weight', `${pet.weightKg} kg`] as [string, string]] : []),
    ...(pet.sizeClass ? [['Size', DOG_SIZE_LABELS[pet.sizeClass]] as [string, string]] : []),
    ...(pet.sex ? [['Sex', PET_SEX_LABELS[pet.sex]] as [string, string]] : []),
    ...(pet.desexed !== null && pet.desexed !== undefined ? [['Desexed', pet.desexed ? 'Yes' : 'No'] as [string, string]] : []),
    ...(pet.microchipNumber ? [['Microchip', pet.microchipNumber] as [string, string]] : []),
    ...TEXT_AREAS.filter(([key]) => pet[key]).map(([key, label]) => [label, pet[key] ?? ''] as [string, string]),
    ...(pet.vetName || pet.vetPhone ? [['Vet', [pet.vetName, pet.vetPhone].filter(Boolean).join(', ')] as [string, string]] : []),
  ];
  return (
    <div className="flex flex-col gap-6">
      {pet.photoUrl ? <img src={pet.photoUrl} alt={pet.name} className="size-40 rounded-xl object-cover" /> : null}
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="vaccinations" className="flex flex-col gap-2">
        <h2 id="vaccinations" className="text-lg font-semibold">
          Vaccinations
        </h2>
        {(pet.vaccinations ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">None recorded.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {(pet.vaccinations ?? []).map((vaccination) => (
              <li key={`${vaccination.name}-${vaccination.expiresOn}`}>
                {vaccination.name} — expires {formatDay(vaccination.expiresOn)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function PetEditor({ pet }: { pet: Pet | null }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState<PetForm>(pet ? petToForm(pet) : EMPTY_PET_FORM);
  const [errors, setErrors] = useState<PetFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // A refused submit moves focus to the first field in error (or the summary), which scrolls it into view.
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  useEffect(() => {
    if (refusedSubmits === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? summaryRef.current)?.focus();
  }, [refusedSubmits]);

  function change(patch: Partial<PetForm>) {
    setForm((previous) => ({ ...previous, ...patch }));
    setErrors({});
    setSaved(false);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validatePetForm(form);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setRefusedSubmits((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      let photoUrl = form.photoUrl;
      if (photos[0]) photoUrl = await uploadImage(photos[0]);
      const body = formToPetInput({ ...form, photoUrl });
      const result = pet ? await updatePet(pet.id, body) : await createPet(body);
      await mutate(apiPaths.pets());
      await mutate(apiPaths.pet(result.id), result, { revalidate: false });
      setPhotos([]);
      if (pet) {
        setForm(petToForm(result));
        setSaved(true);
      } else {
        navigate(paths.petProfiles());
      }
    } catch (caught) {
      setErrors({ form: describeError(caught, 'We couldn’t save this pet. Please try again.') });
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!pet) return;
    setDeleteError(null);
    try {
      await deletePet(pet.id);
      await mutate(apiPaths.pets());
      navigate(paths.petProfiles());
    } catch (caught) {
      setDeleteError(describeError(caught, 'We couldn’t delete this pet. Please try again.'));
    }
  }

  const size = form.species === 'dog' ? dogSizeForWeight(parseWeight(form.weightKg)) : null;
  const fieldErrors = Object.entries(errors)
    .filter(([field]) => field !== 'form')
    .map(([, message]) => message);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void save(event)}
      className="flex max-w-3xl flex-col gap-6"
      aria-label={pet ? `Edit ${pet.name}` : 'New pet'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" required error={errors.name}>
          <Input value={form.name} onChange={(event) => change({ name: event.target.value })} autoComplete="off" />
        </FormField>
        <FormField label="Species" required error={errors.species}>
          {(control) => (
            <Select value={form.species} onValueChange={(value) => change({ species: value as PetSpecies })}>
              <SelectTrigger {...control} className="w-full">
                <SelectValue placeholder="Choose" />
              </SelectTrigger>
              <SelectContent>
                {PET_SPECIES.map((species) => (
                  <SelectItem key={species} value={species}>
                    {PET_SPECIES_LABELS[species]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label="Breed">
          <Input value={form.breed} onChange={(event) => change({ breed: event.target.value })} />
        </FormField>
        <FormField label="Date of birth">
          <DatePicker value={form.dateOfBirth} max={todayIso()} onChange={(dateOfBirth) => change({ dateOfBirth })} />
        </FormField>
        <FormField
          label="Weight (kg)"
          error={errors.weightKg}
          description={size ? `Size: ${DOG_SIZE_LABELS[size]}` : form.species === 'dog' ? 'Sets the size sitters see.' : undefined}
        >
          <Input inputMode="decimal" value={form.weightKg} onChange={(event) => change({ weightKg: event.target.value })} />
        </FormField>
        <FormField label="Sex">
          {(control) => (
            <Select value={form.sex} onValueChange={(value) => change({ sex: value as PetSex })}>
              <SelectTrigger {...control} className="w-full">
                <SelectValue placeholder="Choose" />
              </SelectTrigger>
              <SelectContent>
                {PET_SEXES.map((sex) => (
                  <SelectItem key={sex} value={sex}>
                    {PET_SEX_LABELS[sex]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label="Microchip number" error={errors.microchipNumber}>
          <Input inputMode="numeric" value={form.microchipNumber} onChange={(event) => change({ microchipNumber: event.target.value })} />
        </FormField>
        <FormField label="Desexed" layout="horizontal">
          <Checkbox checked={form.desexed} onCheckedChange={(checked) => change({ desexed: checked === true })} />
        </FormField>
      </div>
      <FormField label="Photo" description={form.photoUrl && photos.length === 0 ? 'A photo is saved; add one to replace it.' : undefined}>
        <PhotoPicker maxCount={1} value={photos} onChange={setPhotos} buttonLabel="Choose a photo" />
      </FormField>
      {TEXT_AREAS.map(([key, label, hint]) => (
        <FormField key={key} label={label} description={hint}>
          <Textarea rows={3} value={form[key]} onChange={(event) => change({ [key]: event.target.value })} />
        </FormField>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Vet name">
          <Input value={form.vetName} onChange={(event) => change({ vetName: event.target.value })} />
        </FormField>
        <FormField label="Vet phone">
          <Input type="tel" value={form.vetPhone} onChange={(event) => change({ vetPhone: event.target.value })} />
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">Vaccinations</legend>
        {form.vaccinations.map((vaccination, index) => (
          <div key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]">
            <FormField label={`Vaccination ${index + 1}`}>
              <Input
                value={vaccination.name}
                onChange={(event) =>
                  change({ vaccinations: form.vaccinations.map((item, i) => (i === index ? { ...item, name: event.target.value } : item)) })
                }
              />
            </FormField>
            <FormField label="Expires on">
              <DatePicker
                value={vaccination.expiresOn}
                onChange={(expiresOn) =>
                  change({
                    vaccinations: form.vaccinations.map((item, i) => (i === index ? { ...item, expiresOn } : item)),
                  })
                }
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove vaccination ${index + 1}`}
              onClick={() => change({ vaccinations: form.vaccinations.filter((_, i) => i !== index) })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        {errors.vaccinations ? <p className="text-sm font-medium text-destructive">{errors.vaccinations}</p> : null}
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => change({ vaccinations: [...form.vaccinations, { name: '', expiresOn: '' }] })}
        >
          <Plus aria-hidden="true" />
          Add vaccination
        </Button>
      </fieldset>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      {fieldErrors.length > 0 ? (
        // Beside the button that was pressed, so a refused submit is never silent; read out at once.
        <p ref={summaryRef} tabIndex={-1} role="alert" className="text-sm font-medium text-destructive">
          {fieldErrors.length === 1 ? 'Fix 1 field' : `Fix ${fieldErrors.length} fields`} to {pet ? 'save' : 'add'} this pet:{' '}
          {fieldErrors[0]}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm font-medium text-foreground">
          Saved.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {pet ? 'Save changes' : 'Add pet'}
        </Button>
        {pet ? (
          <Button type="button" variant="outline" onClick={() => setDeleteOpen(true)}>
            Delete
          </Button>
        ) : null}
      </div>
      {pet ? (
        <Dialog open={deleteOpen} onOpenChange={setDeleteOpen}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete {pet.name}?</DialogTitle>
              <DialogDescription>Their profile is removed for good. Pets in an active booking can’t be deleted.</DialogDescription>
            </DialogHeader>
            {deleteError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {deleteError}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => setDeleteOpen(false)}>
                Keep
              </Button>
              <Button variant="destructive" onClick={() => void remove()}>
                Delete {pet.name}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </form>
  );
}

/** One pet: /pet-profile/{petId} (the owner edits; a sitter with a booking reads); /pet-profile/new adds one. */
export function PetProfilePage() {
  const { petId } = useParams();
  const { user } = useAuth();
  const isNew = petId === NEW_PET_ID;
  const { data: pet, error, isLoading, mutate } = usePet(isNew ? undefined : petId);

  if (isNew) {
    return (
      <Screen title="Add a pet" description="Give sitters what they need to know.">
        <PetEditor pet={null} />
      </Screen>
    );
  }
  if (isLoading) return <PageLoading />;
  if (!pet) {
    return (
      <Screen title="Pet profile">
        {hasStatus(error, 404) || !error ? (
          <EmptyState
            icon={<PawPrint />}
            title="We couldn’t find this pet"
            description="It may have been removed, or it isn’t part of one of your bookings."
            action={
              <Button asChild variant="outline">
                <Link to={paths.petProfiles()}>Back to my pets</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState title="We couldn’t load this pet" message={describeError(error)} onRetry={() => void mutate()} />
        )}
      </Screen>
    );
  }
  const isOwner = user?.id === pet.ownerId;
  return (
    <Screen
      title={pet.name}
      description={[PET_SPECIES_LABELS[pet.species], pet.breed].filter(Boolean).join(' · ')}
      actions={pet.sizeClass ? <Badge variant="secondary">{DOG_SIZE_LABELS[pet.sizeClass]}</Badge> : null}
    >
      {isOwner ? (
        <>
          <PetEditor key={pet.id} pet={pet} />
          <CarePlanSection key={`care-${pet.id}`} pet={pet} />
        </>
      ) : (
        <PetDetails pet={pet} />
      )}
    </Screen>
  );
}
