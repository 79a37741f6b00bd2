import { POLICE_CHECK_VALID_MONTHS, ROUTES, loginHref, paths } from '@pawpal/contract';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pawpal/ui';
import {
  BadgeCheck,
  BellRing,
  ClipboardCheck,
  CreditCard,
  HandCoins,
  Headset,
  MessageCircle,
  Search,
  Smile,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../screen/useDocumentTitle';
import { OWNER_STAY_PROMISES, type StayPromise } from '../../shared/stay-promises';
import { HeroSearch } from './HeroSearch';

const STEPS = [
  {
    icon: Search,
    title: 'Search your area',
    body: 'Browse sitter profiles near you and compare their services, experience and availability.',
  },
  {
    icon: MessageCircle,
    title: 'Chat and book',
    body: 'Message a sitter to ask questions or arrange a meet-and-greet, then request your dates.',
  },
  {
    icon: Smile,
    title: 'Relax while you’re away',
    body: 'Pay through Pawpal, and follow each visit’s check-in, tasks and photos while your pet is in your sitter’s care.',
  },
];

const TRUST_POINTS = [
  {
    icon: BadgeCheck,
    title: 'ID-checked sitters',
    body: `A person at Pawpal checks every sitter’s photo ID (driver licence or passport) and reviews their profile before they are listed. Sitters can add a National Police Check badge, valid for ${POLICE_CHECK_VALID_MONTHS} months. We don’t check homes or references, so meet your sitter before you book.`,
  },
  {
    icon: CreditCard,
    title: 'Secure payments',
    body: 'You pay securely through Pawpal, so there is no cash to leave out and no bank details to swap.',
  },
];

/* Icons no other page uses, so they stay in this page's chunk (a shared icon is a request of its own). */
const STAY_PROMISE_ICONS: Record<StayPromise['id'], LucideIcon> = {
  'check-ins': ClipboardCheck,
  'missed-visits': BellRing,
  'pay-for-care': HandCoins,
  incidents: Headset,
};

/** Before the stay (checks, payment), then during it: what Pawpal does, and nothing more. */
const PEACE_OF_MIND = [
  ...TRUST_POINTS,
  ...OWNER_STAY_PROMISES.map(({ id, title, body }) => ({ icon: STAY_PROMISE_ICONS[id], title, body })),
];

/** What a signed-out visitor sees on "/" and on any page that needs an account. */
export function LandingPage() {
  useDocumentTitle('Trusted pet sitters in your neighbourhood');
  // A signed-out deep link (/bookings, /chat/...) shows this page; signing in or up comes back to it.
  const { pathname, search } = useLocation();
  const here = pathname === ROUTES.root ? undefined : `${pathname}${search}`;
  return (
    <div className="flex flex-col">
      <section aria-labelledby="landing-title" className="bg-accent/40 dark:bg-accent/20">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:py-24">
          <p className="rounded-full bg-background px-3 py-1 text-sm font-medium text-primary shadow-sm">
            Pet sitting for Australian pet owners
          </p>
          <h1 id="landing-title" className="max-w-3xl text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
            Trusted pet sitters in your neighbourhood
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Pawpal connects you with local sitters whose photo ID we have checked, who will care for your dog, cat or other companion when
            you can’t be there. Find someone nearby, book and pay in one place, and stay in touch while you’re away.
          </p>
          <HeroSearch />
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg" variant="outline">
              <Link to={paths.browseServices()}>Browse all sitters</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={ROUTES.becomeASitter}>Become a sitter</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            New to Pawpal?{' '}
            <a className="font-medium text-primary underline underline-offset-4" href={loginHref(here, 'signup')}>
              Create a free account
            </a>
            . Already a member?{' '}
            <a className="font-medium text-primary underline underline-offset-4" href={loginHref(here)}>
              Log in
            </a>
            .
          </p>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mx-auto w-full max-w-7xl px-4 py-16">
        <h2 id="how-it-works" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, body }, index) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground"
                    >
                      <Icon className="size-5" />
                    </span>
                    <CardTitle as="h3">
                      <span className="sr-only">Step {index + 1}: </span>
                      {title}
                    </CardTitle>
                  </div>
                </CardHeader>
                <CardContent>
                  <p className="text-muted-foreground">{body}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="why-pawpal" className="bg-muted/60">
        <div className="mx-auto w-full max-w-7xl px-4 py-16">
          <h2 id="why-pawpal" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            Peace of mind, built in
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {PEACE_OF_MIND.map(({ icon: Icon, title, body }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardHeader>
                    <Icon aria-hidden="true" className="size-8 text-primary" />
                    <CardTitle as="h3">{title}</CardTitle>
                    <CardDescription className="text-base">{body}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="get-started" className="mx-auto w-full max-w-7xl px-4 py-16">
        <div className="flex flex-col items-start gap-4 rounded-xl bg-primary p-8 text-primary-foreground sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="get-started" className="text-2xl font-bold tracking-tight">
              Going away soon?
            </h2>
            <p className="mt-1 opacity-90">See who is available near you. Browsing is free.</p>
          </div>
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.browseServices()}>Browse sitters</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
