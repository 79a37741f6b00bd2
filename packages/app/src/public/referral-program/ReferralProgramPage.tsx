import { EmptyState } from '@pawpal/ui';
import { Gift } from 'lucide-react';
import { Prose, ProseSection } from '../prose/Prose';
import { Screen } from '../../screen/Screen';

/** The referral program (public). */
export function ReferralProgramPage() {
  return (
    <Screen
      title="Referral program"
      description="Know someone who needs a sitter, or who’d make a great one? Invite them to Pawpal."
      width="prose"
    >
      <div className="flex flex-col gap-10">
        <Prose>
          <ProseSection title="How it works">
            <ul>
              <li>Each member gets a personal referral code to share with friends.</li>
              <li>Your friend signs up to Pawpal with your code, as a pet owner or as a sitter.</li>
              <li>You can follow who has joined with your code from this page.</li>
            </ul>
          </ProseSection>
        </Prose>
        <EmptyState
          icon={<Gift />}
          title="Referral codes are coming soon"
          description="Your referral code, and the friends who have joined with it, will appear here."
        />
      </div>
    </Screen>
  );
}
