import { type AdminReferralList, type MyReferrals, referralApiPaths, type ReferralFlag, type ReferralStatus } from '@pawpal/contract';
import useSWR from 'swr';

/* The referral program: the member's code, link, friends and credit. Shapes are @pawpal/contract's. */

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

/** GET /api/admin/referrals?flagged=true: the referrals that earned nothing and why (admins). */
export function useFlaggedReferrals(page: number) {
  return useSWR<AdminReferralList, Error>(referralApiPaths.adminList({ flagged: true, page }));
}

/** Why a referral earned no credit, in an admin's words. */
export const REFERRAL_FLAG_LABELS: Record<ReferralFlag, string> = {
  shared_card: 'Same saved card on both accounts',
  shared_payout_account: 'Same payout bank account on both accounts',
  yearly_limit: 'Member already had 10 rewards in 12 months',
};
