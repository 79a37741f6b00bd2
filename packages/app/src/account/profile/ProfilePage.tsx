import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PROFILE_FIELDS,
  UPLOAD_MAX_BYTES,
  type AuthUser,
  type ProfileField,
  type UpdateProfileInput,
} from '@pawpal/contract';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  PhotoPicker,
  UserAvatar,
  getFullName,
  toast,
} from '@pawpal/ui';
import * as React from 'react';
import { useSWRConfig } from 'swr';
import { describeError } from '../../data/mutation';
import { AUTH_USER_KEY, useAuth } from '../../data/auth';
import { fieldErrorsFrom, updateProfile, uploadProfilePhoto } from '../../data/profile';
import { Screen } from '../../screen/Screen';
import { ChangeEmailCard, ChangePasswordCard } from './AccountSecurityCards';
import { NotificationPreferencesCard } from './NotificationPreferencesCard';
import { SavedSearchesCard } from './SavedSearchesCard';
import { YourDataCard } from './YourDataCard';

type Values = Record<ProfileField, string>;
type Errors = Partial<Record<ProfileField | 'form', string>>;

function valuesOf(user: AuthUser | null): Values {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
  };
}

/** Only the fields that changed, trimmed. */
export function changedFields(saved: Values, edited: Values): UpdateProfileInput {
  const changes: UpdateProfileInput = {};
  for (const field of PROFILE_FIELDS) {
    const value = edited[field].trim();
    if (value !== saved[field].trim()) changes[field] = value;
  }
  return changes;
}

function PhotoCard({ user }: { user: AuthUser }) {
  const { mutate } = useSWRConfig();
  const [files, setFiles] = React.useState<File[]>([]);
  const [uploading, setUploading] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const upload = async () => {
    const file = files[0];
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const updated = await uploadProfilePhoto(file);
      await mutate(AUTH_USER_KEY, updated, { revalidate: true });
      setFiles([]);
      toast({ title: 'Profile picture updated' });
    } catch (caught) {
      console.error('Profile picture upload failed', caught);
      setError(describeError(caught, 'Your picture could not be uploaded. Please try again.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile picture</CardTitle>
        <CardDescription>A clear, friendly photo helps owners and sitters recognise you.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <UserAvatar size="lg" src={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} />
        <div className="flex flex-1 flex-col gap-3">
          <FormField label="New picture" error={error ?? undefined}>
            <PhotoPicker
              value={files}
              onChange={(next) => {
                setFiles(next);
                setError(null);
              }}
              maxCount={1}
              maxSizeBytes={UPLOAD_MAX_BYTES}
              buttonLabel="Choose a photo"
              disabled={uploading}
            />
          </FormField>
          <div>
            <Button type="button" onClick={() => void upload()} disabled={files.length === 0 || uploading}>
              {uploading ? 'Uploading…' : 'Upload picture'}
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function DetailsCard({ user }: { user: AuthUser }) {
  const { mutate } = useSWRConfig();
  const saved = React.useMemo(() => valuesOf(user), [user]);
  const [values, setValues] = React.useState<Values>(saved);
  const [errors, setErrors] = React.useState<Errors>({});
  const [saving, setSaving] = React.useState(false);
  const changes = changedFields(saved, values);
  const dirty = Object.keys(changes).length > 0;

  const set = (field: ProfileField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dirty || saving) return;
    setSaving(true);
    setErrors({});
    try {
      const updated = await updateProfile(changes);
      // Show what the API stored (the phone comes back in E.164), then refetch the user.
      setValues(valuesOf(updated));
      await mutate(AUTH_USER_KEY, updated, { revalidate: true });
      toast({ title: 'Profile saved' });
    } catch (caught) {
      console.error('Saving the profile failed', caught);
      const message = describeError(caught, '');
      setErrors(message ? fieldErrorsFrom(message) : { form: 'Your profile could not be saved. Please try again.' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Personal details</CardTitle>
        <CardDescription>Your name, email and phone number.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label="Personal details">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" error={errors.firstName} required>
              <Input value={values.firstName} onChange={set('firstName')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
            </FormField>
            <FormField label="Last name" error={errors.lastName} required>
              <Input value={values.lastName} onChange={set('lastName')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
            </FormField>
          </div>
          <FormField label="Email" description="To use another address, use Change email below." error={errors.email} required>
            <Input type="email" value={values.email} readOnly autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
          </FormField>
          <FormField label="Phone" description="An Australian mobile or landline, e.g. 0412 345 678." error={errors.phone} required>
            <Input
              type="tel"
              value={values.phone}
              onChange={set('phone')}
              autoComplete="tel"
              inputMode="tel"
              maxLength={PHONE_MAX_LENGTH}
            />
          </FormField>
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" disabled={!dirty || saving}>
              {saving ? 'Saving…' : 'Save changes'}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={!dirty || saving}
              onClick={() => {
                setValues(saved);
                setErrors({});
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The signed-in user's profile: picture, name, email and phone. */
export function ProfilePage() {
  const { user } = useAuth();
  const name = getFullName(user?.firstName, user?.lastName);
  return (
    <Screen title="Profile" description="Your account details, as sitters and owners will see them.">
      {user ? (
        <div className="flex max-w-3xl flex-col gap-6">
          <p className="sr-only">{name ? `Signed in as ${name}` : 'Signed in'}</p>
          <PhotoCard user={user} />
          <DetailsCard key={user.id} user={user} />
          <ChangeEmailCard user={user} />
          <ChangePasswordCard />
          <NotificationPreferencesCard />
          <SavedSearchesCard />
          <YourDataCard />
        </div>
      ) : null}
    </Screen>
  );
}
