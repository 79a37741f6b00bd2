import {
  DEFAULT_VERIFICATION_RETENTION_DAYS,
  loginHref,
  paths,
  POLICE_CHECK_VALID_MONTHS,
  SITTER_REVIEW_PENDING_MESSAGE,
} from '@pawpal/contract';
import { Button, Card, CardDescription, CardHeader, CardTitle } from '@pawpal/ui';
import { CalendarDays, HeartHandshake, ListChecks, Wallet } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { useRole } from '../../data/role';
import { Prose, ProseSection } from '../prose/Prose';
import { Screen } from '../../screen/Screen';
import { SITTER_STAY_PROMISES } from '../../shared/stay-promises';

/** At 320 px the long labels wrap inside the button instead of pushing the page sideways (docs/accessibility.md). */
const WRAPPING_BUTTON = 'h-auto min-h-10 max-w-full whitespace-normal py-2 text-center';

const HIGHLIGHTS = [
  {
    icon: ListChecks,
    title: 'Offer what suits you',
    body: 'Choose your services, such as dog walking, drop-in visits or overnight stays, and set your own rates.',
  },
  {
    icon: CalendarDays,
    title: 'Work when you want',
    body: 'Keep your availability up to date and accept only the bookings that fit your week.',
  },
  {
    icon: Wallet,
    title: 'Get paid through Pawpal',
    body: 'Owners pay through Pawpal when they book, and your earnings are paid to your nominated account.',
  },
];

/** The call to action fits who is looking: visitor, owner or existing sitter. */
function ApplyAction() {
  const { user } = useAuth();
  const { isSitter } = useRole(user?.id);
  if (!user) {
    return (
      <Button asChild size="lg" className={WRAPPING_BUTTON}>
        <a href={loginHref(paths.sitterRegistration(), 'signup')}>Create an account to apply</a>
      </Button>
    );
  }
  if (isSitter) {
    return (
      <Button asChild size="lg" className={WRAPPING_BUTTON}>
        <Link to={paths.sitterDashboard()}>Go to your sitter dashboard</Link>
      </Button>
    );
  }
  return (
    <Button asChild size="lg" className={WRAPPING_BUTTON}>
      <Link to={paths.sitterRegistration()}>Start your application</Link>
    </Button>
  );
}

/** Sitter recruitment (public). */
export function BecomeASitterPage() {
  return (
    <Screen
      title="Become a Pawpal sitter"
      description="Care for pets in your neighbourhood and earn on your own schedule."
      actions={<ApplyAction />}
    >
      <div className="flex flex-col gap-12">
        <ul className="grid gap-4 md:grid-cols-3">
          {HIGHLIGHTS.map(({ icon: Icon, title, body }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <CardTitle as="h2">{title}</CardTitle>
                  <CardDescription className="text-base">{body}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
        <div className="max-w-3xl">
          <Prose>
            <ProseSection title="What sitting involves">
              <p>
                Owners trust you with a member of their family. Depending on the booking, that means feeding, walking, play, giving
                medication as instructed, keeping to the pet’s routine and sending the owner updates.
              </p>
            </ProseSection>
            <ProseSection title="During a stay">
              <ul>
                {SITTER_STAY_PROMISES.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </ProseSection>
            <ProseSection title="What you need">
              <ul>
                <li>Experience caring for the kinds of pets you offer to look after.</li>
                <li>Reliability: turning up when you said you would, every time.</li>
                <li>
                  A photo ID: a photo of your driver licence or passport, uploaded from your sitter dashboard. A person at Pawpal checks it
                  against your name; your profile then shows the “ID verified” badge.
                </li>
              </ul>
            </ProseSection>
            <ProseSection title="Review before you are listed">
              <p>
                Owners can’t find you until a person at Pawpal has checked your photo ID and reviewed your profile.{' '}
                {SITTER_REVIEW_PENDING_MESSAGE}. If something needs fixing we tell you what, and you can resubmit.
              </p>
              <p>
                Optional: upload a National Police Check certificate from an ACIC-accredited provider. Once we have checked it, your profile
                shows the “Police checked” badge for {POLICE_CHECK_VALID_MONTHS} months from the certificate’s date, and we remind you a
                month before it expires.
              </p>
              <p>
                Your documents are private: only you and Pawpal’s reviewers can open them. We delete each file{' '}
                {DEFAULT_VERIFICATION_RETENTION_DAYS} days after our decision and keep only the decision. We don’t check your home or
                references.
              </p>
            </ProseSection>
            <ProseSection title="How to get started">
              <ul>
                <li>Register as a sitter and complete your profile.</li>
                <li>Upload your photo ID from your sitter dashboard, and a police check if you have one.</li>
                <li>Add your services, rates and availability.</li>
                <li>Once you are approved, accept booking requests and add your payout details so you can be paid.</li>
              </ul>
            </ProseSection>
          </Prose>
        </div>
        <div className="flex flex-col items-start gap-3 rounded-xl bg-muted p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 font-medium text-foreground">
            <HeartHandshake aria-hidden="true" className="size-5 text-primary" />
            Ready to meet the pets in your area?
          </p>
          <ApplyAction />
        </div>
      </div>
    </Screen>
  );
}
