import {
  API_LOGIN_PATH,
  API_SIGNUP_PATH,
  MAX_REWARDED_REFERRALS_PER_YEAR,
  type MyReferrals,
  REFERRAL_CREDIT_EXPIRY_MONTHS,
  REFERRAL_NOT_APPLIED_MESSAGES,
  type ReferralNotAppliedReason,
  type ReferralStatus,
} from '@pawpal/contract';
import {
  type BadgeVariant,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  formatAud,
  StatusBadge,
  toast,
} from '@pawpal/ui';
import { Copy, Share2 } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { describeError } from '../../data/mutation';
import { REFERRAL_STATUS_LABELS, useMyReferrals } from '../../data/referrals';
import { Screen } from '../../screen/Screen';
import { Prose, ProseSection } from '../prose/Prose';

const STATUS_TONES: Record<ReferralStatus, BadgeVariant> = {
  joined: 'secondary',
  booked: 'info',
  rewarded: 'success',
  reversed: 'warning',
  not_rewarded: 'outline',
};

const joinedFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

function isNotAppliedReason(value: string | null): value is ReferralNotAppliedReason {
  return value !== null && Object.hasOwn(REFERRAL_NOT_APPLIED_MESSAGES, value);
}

/** Copies `text`; false when the browser refuses (no clipboard, no permission). */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

async function copyLink(link: string): Promise<void> {
  if (await copy(link)) toast({ title: 'Link copied' });
  else toast({ title: 'Could not copy the link', description: link });
}

/** The Web Share API where the browser has it (phones), the clipboard otherwise. */
async function shareLink(link: string, discountCents: number): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: 'Pawpal',
        text: `Join Pawpal with my code: ${formatAud(discountCents)} off your first booking.`,
        url: link,
      });
    } catch {
      // The person closed the share sheet: nothing to say.
    }
    return;
  }
  await copyLink(link);
}

function MyCode({ referrals }: { referrals: MyReferrals }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your code</CardTitle>
        <CardDescription>
          Friends who sign up with it get {formatAud(referrals.discountCents)} off their first booking; you get{' '}
          {formatAud(referrals.rewardCents)} of credit when their first stay is complete.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="font-mono text-2xl font-semibold tracking-widest" aria-label="Your referral code">
          {referrals.code}
        </p>
        <p className="break-all text-sm text-muted-foreground" aria-label="Your referral link">
          {referrals.link}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copyLink(referrals.link)}>
            <Copy aria-hidden="true" />
            Copy link
          </Button>
          <Button onClick={() => void shareLink(referrals.link, referrals.discountCents)}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Friends({ referrals }: { referrals: MyReferrals }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Friends who joined</CardTitle>
        <CardDescription>
          Your credit: <strong className="text-foreground">{formatAud(referrals.creditCents)}</strong>, taken off your next booking (never
          paid out in cash; each credit expires {REFERRAL_CREDIT_EXPIRY_MONTHS} months after you earn it).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {referrals.referred.length === 0 ? (
          <p className="text-sm text-muted-foreground">No one has joined with your code yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Friends who joined">
            {referrals.referred.map((friend, index) => (
              <li key={`${friend.joinedAt}-${index}`} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="font-medium">{friend.firstName}</span>
                  <span className="text-muted-foreground"> · joined {joinedFormat.format(new Date(friend.joinedAt))}</span>
                </span>
                <StatusBadge status={friend.status} tone={STATUS_TONES[friend.status]}>
                  {REFERRAL_STATUS_LABELS[friend.status]}
                </StatusBadge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The referral program (public): how it works; signed in, the member's code, link, friends and credit. */
export function ReferralProgramPage() {
  const auth = useAuth();
  const referrals = useMyReferrals(auth.isAuthenticated);
  const [params] = useSearchParams();
  const notApplied = params.get('notApplied');

  return (
    <Screen
      title="Referral program"
      description="Know someone who needs a sitter, or who’d make a great one? Invite them to Pawpal."
      width="prose"
    >
      <div className="flex flex-col gap-6">
        {isNotAppliedReason(notApplied) ? (
          <p role="alert" className="rounded-lg border border-destructive p-3 text-sm text-foreground">
            {REFERRAL_NOT_APPLIED_MESSAGES[notApplied]}
          </p>
        ) : null}
        {auth.isAuthenticated ? (
          referrals.error ? (
            <ErrorState
              title="We couldn’t load your referral code"
              message={describeError(referrals.error)}
              onRetry={() => void referrals.mutate()}
            />
          ) : referrals.data ? (
            <>
              <MyCode referrals={referrals.data} />
              <Friends referrals={referrals.data} />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">Loading your referral code…</p>
          )
        ) : null}
        <Prose>
          <ProseSection title="How it works">
            <ul>
              <li>Every member has a personal referral code and link to share with friends.</li>
              <li>
                Your friend signs up to Pawpal with your link or code and gets a discount on their first booking, paid by Pawpal (their
                sitter is paid in full).
              </li>
              <li>
                When their first stay is complete, you get credit off your next booking. Credit is never paid out in cash and expires after{' '}
                {REFERRAL_CREDIT_EXPIRY_MONTHS} months.
              </li>
              <li>
                Only new accounts count, you can’t refer yourself, and up to {MAX_REWARDED_REFERRALS_PER_YEAR} friends a year earn you
                credit.
              </li>
            </ul>
          </ProseSection>
        </Prose>
        {!auth.isAuthenticated && !auth.isLoading ? (
          <p className="text-sm text-foreground">
            <a className="font-medium text-primary underline underline-offset-4" href={API_LOGIN_PATH}>
              Sign in
            </a>{' '}
            to see your code, or{' '}
            <a className="font-medium text-primary underline underline-offset-4" href={API_SIGNUP_PATH}>
              create an account
            </a>
            .
          </p>
        ) : null}
      </div>
    </Screen>
  );
}
