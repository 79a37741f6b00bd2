import { apiPaths, paths, type SitterProfile } from '@pawpal/contract';
import { Button, EmptyState, ErrorState, PageLoading } from '@pawpal/ui';
import { ListChecks } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { describeError, hasStatus } from '../../data/mutation';
import { saveSitterServices, useMySitterProfile } from '../../data/sitters';
import { Screen } from '../../screen/Screen';
import { formToServices, servicesToForm, validateServices, type ServicesErrors } from '../registration/sitter-form';
import { ServicesFields } from '../registration/SitterFields';

function ServicesEditor({ profile }: { profile: SitterProfile }) {
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState(() => servicesToForm(profile.services));
  const [errors, setErrors] = useState<ServicesErrors>({});
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateServices(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setMessage(null);
    try {
      const saved = await saveSitterServices(formToServices(form));
      await mutate(apiPaths.mySitterProfile(), saved, { revalidate: false });
      await mutate(apiPaths.sitter(saved.id));
      setForm(servicesToForm(saved.services));
      setMessage({ kind: 'saved', text: 'Your services are saved.' });
    } catch (caught) {
      setMessage({ kind: 'error', text: describeError(caught, 'We couldn’t save your services. Please try again.') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-6" aria-label="Services and prices">
      <ServicesFields
        form={form}
        errors={errors}
        onChange={(next) => {
          setForm(next);
          setMessage(null);
        }}
      />
      {message ? (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'text-sm font-medium text-destructive' : 'text-sm font-medium'}
        >
          {message.text}
        </p>
      ) : null}
      <Button type="submit" disabled={saving} className="self-start">
        Save services
      </Button>
    </form>
  );
}

/** A sitter's services and rates. */
export function SitterServicesEditPage() {
  const { data, error, isLoading, mutate } = useMySitterProfile();
  if (isLoading) return <PageLoading />;
  return (
    <Screen
      title="My services"
      description="Choose what you offer and what you charge. Owners see these prices; Pawpal adds its booking fee on top."
      width="prose"
    >
      {data ? (
        <ServicesEditor key={data.id} profile={data} />
      ) : hasStatus(error, 404) ? (
        <EmptyState
          icon={<ListChecks />}
          title="You’re not a sitter yet"
          description="Register as a sitter to offer services."
          action={
            <Button asChild>
              <Link to={paths.sitterRegistration()}>Register as a sitter</Link>
            </Button>
          }
        />
      ) : (
        <ErrorState title="We couldn’t load your services" message={describeError(error)} onRetry={() => void mutate()} />
      )}
    </Screen>
  );
}
