import { HomeBar } from '../prose/HomeBar';
import { Prose, ProseSection } from '../prose/Prose';
import { Screen } from '../../screen/Screen';
import { SUPPORT_EMAIL } from '../../site/company';

/** An outline of how Pawpal handles personal information. */
export function PrivacyPolicyPage() {
  return (
    <>
      <HomeBar />
      <Screen
        title="Privacy policy"
        description="How Pawpal collects, uses and protects your personal information, in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles."
        width="prose"
      >
        <Prose>
          <ProseSection title="What we collect">
            <ul>
              <li>Account details: your name, email address, phone number and profile photo.</li>
              <li>Details you add about your pets, and the bookings and messages you send through Pawpal.</li>
              <li>For sitters, the information needed for verification and payouts.</li>
            </ul>
            <p>Card payments are processed by our payment provider; Pawpal doesn’t store your full card number.</p>
          </ProseSection>
          <ProseSection title="Identity documents and tax details">
            <p>
              A sitter’s photo ID and police check certificate are private: only the sitter and Pawpal’s reviewers can open them, and they
              are never shown on a profile. Once a reviewer has decided, we keep the decision and its date, and delete the document itself
              after 30 days. Sitters’ bank and tax details are used only to pay them and to report their earnings to the Australian Taxation
              Office, as the law requires; Pawpal keeps only the last four digits of a bank account number.
            </p>
          </ProseSection>
          <ProseSection title="How we use it">
            <p>
              To run your account, arrange and pay for bookings, let owners and sitters message each other, send you notifications, keep the
              platform safe, and meet our legal obligations.
            </p>
          </ProseSection>
          <ProseSection title="Who sees it">
            <p>
              When you book or accept a booking, the other person sees the details they need, such as your name, your pet’s profile and the
              booking dates. We share information with service providers that help us run Pawpal (such as payment processing and hosting)
              only for that purpose. We don’t sell your personal information.
            </p>
          </ProseSection>
          <ProseSection title="Cookies and local storage">
            <p>
              We use a cookie to keep you signed in, and your browser’s local storage to remember preferences such as light or dark mode and
              notification sounds.
            </p>
          </ProseSection>
          <ProseSection title="Access, correction and complaints">
            <p>
              You can ask to see or correct the personal information we hold about you, or make a privacy complaint, by emailing{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. If you’re not satisfied with our response, you can contact the Office
              of the Australian Information Commissioner (OAIC).
            </p>
          </ProseSection>
        </Prose>
      </Screen>
    </>
  );
}
