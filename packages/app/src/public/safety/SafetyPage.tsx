import { INCIDENT_ACK_MINUTES } from '@pawpal/contract';
import { HomeBar } from '../prose/HomeBar';
import { Prose, ProseSection } from '../prose/Prose';
import { Screen } from '../../screen/Screen';
import { SUPPORT_EMAIL } from '../../site/company';

/** Safety tips for owners and sitters. */
export function SafetyPage() {
  return (
    <>
      <HomeBar />
      <Screen title="Safety" description="Simple habits that keep pets, owners and sitters safe." width="prose">
        <Prose>
          <ProseSection title="For pet owners">
            <ul>
              <li>Read the sitter’s profile and keep your conversations in Pawpal Messages.</li>
              <li>Meet the sitter before the booking, ideally with your pet, to check you’re a good fit.</li>
              <li>Leave written care instructions: feeding, medication, routines, and anything your pet is afraid of.</li>
              <li>Share your vet’s details and an emergency contact, and make sure your pet’s microchip details are up to date.</li>
              <li>Always pay through Pawpal, never in cash or by bank transfer.</li>
            </ul>
          </ProseSection>
          <ProseSection title="For sitters">
            <ul>
              <li>Meet each pet before the first booking and ask about their behaviour, health and triggers.</li>
              <li>Confirm the owner’s vet, an emergency contact and how to reach the owner while they’re away.</li>
              <li>Find the nearest 24-hour emergency vet before the stay starts.</li>
              <li>Keep dogs on lead in public unless you’re in a designated off-leash area and the owner agrees.</li>
              <li>Send updates through Pawpal so there’s a record of each visit.</li>
            </ul>
          </ProseSection>
          <ProseSection title="In an emergency">
            <p>
              If a pet is hurt or unwell, contact the owner’s vet or the nearest emergency vet straight away, then let the owner know. If a
              person is in danger, call <strong>000</strong>.
            </p>
            <p>
              During a booking, also report it on the booking (Report an incident): a person at Pawpal acknowledges it within{' '}
              {INCIDENT_ACK_MINUTES} minutes, lost pets and injuries first. A lost pet’s incident has a poster to print and share.
            </p>
            <p>
              To report a safety concern about a sitter, an owner or a booking, email{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
            </p>
          </ProseSection>
        </Prose>
      </Screen>
    </>
  );
}
