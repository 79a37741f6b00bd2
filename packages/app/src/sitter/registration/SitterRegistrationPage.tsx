import { apiPaths, paths } from '@pawpal/contract';
import { Button, EmptyState } from '@pawpal/ui';
import { HeartHandshake } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useAuth } from '../../data/auth';
import { uploadImage } from '../../data/chat';
import { describeError } from '../../data/mutation';
import { useRole } from '../../data/role';
import { createSitterProfile } from '../../data/sitters';
import { Screen } from '../../screen/Screen';
import {
  EMPTY_PROFILE,
  emptyServices,
  formToProfileInput,
  formToServices,
  validateProfile,
  validateServices,
  type ProfileErrors,
  type ServicesErrors,
} from './sitter-form';
import { ProfileFields, ServicesFields } from './SitterFields';

/** Uploads new photos (POST /api/uploads/images) and returns every photo URL to save. */
export async function uploadPhotos(saved: string[], files: File[]): Promise<string[]> {
  const urls = [...saved];
  for (const file of files) urls.push(await uploadImage(file));
  return urls;
}

/** Apply to become a sitter (the user menu's Become a Sitter item): one form, profile then services. */
export function SitterRegistrationPage() {
  const { user } = useAuth();
  const { isSitter } = useRole(user?.id);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [profile, setProfile] = useState(EMPTY_PROFILE);
  const [services, setServices] = useState(emptyServices);
  const [photos, setPhotos] = useState<File[]>([]);
  const [profileErrors, setProfileErrors] = useState<ProfileErrors>({});
  const [serviceErrors, setServiceErrors] = useState<ServicesErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (isSitter) {
    return (
      <Screen title="Sitter registration">
        <EmptyState
          icon={<HeartHandshake />}
          title="You’re already a sitter"
          description="Your sitter account is set up. Manage your bookings, services and availability from your dashboard."
          action={
            <Button asChild>
              <Link to={paths.sitterDashboard()}>Go to your dashboard</Link>
            </Button>
          }
        />
      </Screen>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const foundProfile = validateProfile(profile, profile.photoUrls.length + photos.length);
    const foundServices = validateServices(services);
    setProfileErrors(foundProfile);
    setServiceErrors(foundServices);
    if (Object.keys(foundProfile).length > 0 || Object.keys(foundServices).length > 0) {
      setFormError('Some details need your attention: see the messages above.');
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const photoUrls = await uploadPhotos(profile.photoUrls, photos);
      const created = await createSitterProfile({
        ...formToProfileInput(profile, photoUrls),
        services: formToServices(services),
      });
      await mutate(apiPaths.mySitterProfile(), created, { revalidate: false });
      if (user) await mutate(apiPaths.role(user.id));
      navigate(paths.sitterDashboard());
    } catch (caught) {
      setFormError(describeError(caught, 'We couldn’t create your sitter profile. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Screen title="Sitter registration" description="Tell owners about yourself and start taking bookings." width="prose">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-10" aria-label="Sitter registration">
        <section aria-labelledby="about-you" className="flex flex-col gap-4">
          <h2 id="about-you" className="text-xl font-semibold">
            1. About you
          </h2>
          <ProfileFields
            form={profile}
            errors={profileErrors}
            onChange={(patch) => setProfile((previous) => ({ ...previous, ...patch }))}
            newPhotos={photos}
            onNewPhotosChange={setPhotos}
          />
        </section>
        <section aria-labelledby="your-services" className="flex flex-col gap-4">
          <h2 id="your-services" className="text-xl font-semibold">
            2. What you offer
          </h2>
          <ServicesFields form={services} errors={serviceErrors} onChange={setServices} />
        </section>
        {formError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {formError}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={submitting} className="self-start">
          {submitting ? 'Creating your profile…' : 'Create my sitter profile'}
        </Button>
      </form>
    </Screen>
  );
}
