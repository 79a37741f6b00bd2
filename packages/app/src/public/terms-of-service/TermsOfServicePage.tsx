import { HomeBar } from '../prose/HomeBar';
import { Prose, ProseSection } from '../prose/Prose';
import { Screen } from '../../screen/Screen';
import { SUPPORT_EMAIL } from '../../site/company';

/** An outline of Pawpal's terms of service. */
export function TermsOfServicePage() {
  return (
    <>
      <HomeBar />
      <Screen
        title="Terms of service"
        description="An outline of the terms that apply when you use Pawpal as a pet owner or a sitter."
        width="prose"
      >
        <Prose>
          <ProseSection title="1. What Pawpal is">
            <p>
              Pawpal is an online marketplace that connects pet owners in Australia with independent pet sitters. Sitters are not Pawpal
              employees; each booking is an agreement between the owner and the sitter.
            </p>
          </ProseSection>
          <ProseSection title="2. Your account">
            <p>
              Keep your account details accurate and your sign-in secure, and don’t let anyone else use your account. Sitters must complete
              verification before accepting bookings.
            </p>
          </ProseSection>
          <ProseSection title="3. Bookings and payments">
            <ul>
              <li>A booking is confirmed when the sitter accepts the request and the owner pays through Pawpal.</li>
              <li>All payments for bookings made on Pawpal must go through Pawpal.</li>
              <li>Sitters are paid out to the account in their payout settings.</li>
            </ul>
          </ProseSection>
          <ProseSection title="4. Looking after pets and each other">
            <p>
              Owners must describe their pet’s needs and behaviour honestly. Sitters must care for pets as agreed and contact the owner, and
              a vet if needed, when something goes wrong. Harassment, discrimination and misleading profiles or reviews aren’t allowed and
              can lead to account suspension.
            </p>
          </ProseSection>
          <ProseSection title="5. Your rights under Australian law">
            <p>
              Nothing in these terms excludes, restricts or changes the consumer guarantees and other rights you have under the Australian
              Consumer Law.
            </p>
          </ProseSection>
          <ProseSection title="6. Changes and contact">
            <p>
              We’ll tell you before these terms change in a way that affects you. Questions about the terms:{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
            </p>
          </ProseSection>
        </Prose>
      </Screen>
    </>
  );
}
