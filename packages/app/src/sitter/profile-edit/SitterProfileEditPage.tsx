import { apiPaths, paths, type SitterProfile } from '@pawpal/contract';
import { Button, EmptyState, ErrorState, PageLoading } from '@pawpal/ui';
import { UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useAuth } from '../../data/auth';
import { describeError, hasStatus } from '../../data/mutation';
import { updateSitterProfile, useMySitterProfile } from '../../data/sitters';
import { Screen } from '../../screen/Screen';
import { profileToForm, formToProfileInput, validateProfile, type ProfileErrors, type ProfileForm } from '../registration/sitter-form';
import { ProfileFields } from '../registration/SitterFields';
import { uploadPhotos } from '../registration/SitterRegistrationPage';
import { MeetFirstSetting } from '../../meet-and-greets/MeetFirstSetting';

function NotASitter() {
  return (
    <EmptyState
      icon={<UserRound />}
      title="You’re not a sitter yet"
      description="Register as a sitter to get a public profile."
      action={
        <Button asChild>
          <Link to={paths.sitterRegistration()}>Register as a sitter</Link>
        </Button>
      }
    />
  );
}

function ProfileEditor({ profile }: { profile: SitterProfile }) {
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState<ProfileForm>(() => profileToForm(profile));
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateProfile(form, form.photoUrls.length + photos.length);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setMessage(null);
    try {
      const photoUrls = await uploadPhotos(form.photoUrls, photos);
      const saved = await updateSitterProfile(formToProfileInput(form, photoUrls));
      await mutate(apiPaths.mySitterProfile(), saved, { revalidate: false });
      await mutate(apiPaths.sitter(saved.id));
      if (user) await mutate(apiPaths.role(user.id));
      setForm(profileToForm(saved));
      setPhotos([]);
      setMessage({ kind: 'saved', text: 'Your profile is saved.' });
    } catch (caught) {
      setMessage({ kind: 'error', text: describeError(caught, 'We couldn’t save your profile. Please try again.') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-8" aria-label="Sitter profile">
      <ProfileFields
        form={form}
        errors={errors}
        onChange={(patch) => {
          setForm((previous) => ({ ...previous, ...patch }));
          setMessage(null);
        }}
        newPhotos={photos}
        onNewPhotosChange={setPhotos}
      />
      {message ? (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'text-sm font-medium text-destructive' : 'text-sm font-medium'}
        >
          {message.text}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          Save profile
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.sitter(profile.id)}>View public profile</Link>
        </Button>
      </div>
    </form>
  );
}

/** A sitter edits their public profile. */
export function SitterProfileEditPage() {
  const { data, error, isLoading, mutate } = useMySitterProfile();
  if (isLoading) return <PageLoading />;
  return (
    <Screen title="Edit sitter profile" width="prose">
      {data ? (
        <>
          <ProfileEditor key={data.id} profile={data} />
          <MeetFirstSetting profile={data} />
        </>
      ) : hasStatus(error, 404) ? (
        <NotASitter />
      ) : (
        <ErrorState title="We couldn’t load your profile" message={describeError(error)} onRetry={() => void mutate()} />
      )}
    </Screen>
  );
}
