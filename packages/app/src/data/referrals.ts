import { type MyReferrals, referralApiPaths, type ReferralStatus } from '@pawpal/contract';
import useSWR from 'swr';

/* The referral program (issue 10): the member's code, link, friends and credit. Shapes are @pawpal/contract's. */

/** GET /api/referrals/me (only when signed in). */
export function useMyReferrals(enabled: boolean) {
  return useSWR<MyReferrals, Error>(enabled ? referralApiPaths.me() : null);
}

/** Each referral status in the member's words. */
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  joined: 'Joined',
  booked: 'Booked their first stay',
  rewarded: 'Credit earned',
  reversed: 'Credit taken back (stay refunded)',
  not_rewarded: 'No credit',
};
