import { HomeBar } from '../prose/HomeBar';
import { ROUTES, paths } from '@pawpal/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@pawpal/ui';
import { ChevronDown, LifeBuoy } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Screen } from '../../screen/Screen';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../site/company';

const FAQS: { question: string; answer: ReactNode }[] = [
  {
    question: 'How do I find a sitter?',
    answer: (
      <>
        Go to <Link to={paths.browseServices()}>Find a sitter</Link> and search by suburb or postcode. Read each sitter’s profile to see the
        services they offer, then message them with any questions before you book.
      </>
    ),
  },
  {
    question: 'How does booking work?',
    answer:
      'Send the sitter a booking request with your dates and pets. The sitter accepts or declines it. Once they accept, you pay through Pawpal to confirm the booking, and you’ll get a notification at each step.',
  },
  {
    question: 'When and how do I pay?',
    answer:
      'You pay by card through Pawpal after the sitter accepts your request. Please don’t pay sitters in cash or by bank transfer: payments made outside Pawpal aren’t covered by our support.',
  },
  {
    question: 'Can I meet the sitter first?',
    answer:
      'Yes, and we recommend it. Use Messages to arrange a meet-and-greet so your pet can get to know the sitter and you can walk them through your pet’s routine.',
  },
  {
    question: 'How do I become a sitter?',
    answer: (
      <>
        Read <Link to={ROUTES.becomeASitter}>what sitting involves</Link>, then register as a sitter from your account menu. Once you’re set
        up you can list your services, set your availability and accept bookings.
      </>
    ),
  },
  {
    question: 'How do I change my details or switch between light and dark mode?',
    answer:
      'Your account details are on your Profile page, in the menu under your picture. The sun and moon button in the top bar switches between light and dark mode.',
  },
];

/** Frequently asked questions and how to reach support. */
export function HelpCentrePage() {
  return (
    <>
      <HomeBar />
      <Screen title="Help centre" description="Answers to common questions about finding, booking and paying sitters." width="prose">
        <div className="flex flex-col gap-10">
          <section aria-labelledby="faq" className="flex flex-col gap-4">
            <h2 id="faq" className="text-xl font-semibold text-foreground">
              Frequently asked questions
            </h2>
            <div className="flex flex-col divide-y divide-border rounded-xl border border-border">
              {FAQS.map(({ question, answer }) => (
                <details key={question} className="group px-4 py-1">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-3 font-medium text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                    {question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="pb-4 leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4">
                    {answer}
                  </p>
                </details>
              ))}
            </div>
          </section>
          <Card variant="muted">
            <CardHeader>
              <LifeBuoy aria-hidden="true" className="size-6 text-primary" />
              <CardTitle as="h2">Still need help?</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-1 text-muted-foreground">
              <p>
                Email{' '}
                <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${SUPPORT_EMAIL}`}>
                  {SUPPORT_EMAIL}
                </a>{' '}
                or call{' '}
                <a className="font-medium text-primary underline underline-offset-4" href={SUPPORT_PHONE_HREF}>
                  {SUPPORT_PHONE}
                </a>
                .
              </p>
              <p>For a pet emergency, contact your nearest vet first. If a person is in danger, call 000.</p>
            </CardContent>
          </Card>
        </div>
      </Screen>
    </>
  );
}
