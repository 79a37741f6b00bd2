import {
  OWNER_FIGURE_LABELS,
  RELIABILITY_NEW_LABEL,
  RELIABILITY_RULES,
  type ReliabilityRules,
  RELIABLE_TIER_RULE_KEYS,
  reliableTierRuleTexts,
  SITTER_FIGURE_LABELS,
} from '@pawpal/contract';
import { HomeBar } from '../prose/HomeBar';
import { Prose, ProseSection } from '../prose/Prose';
import { Screen } from '../../screen/Screen';

/**
 * How reliability records and the "Reliable sitter" tier are computed: every number comes from
 * the contract's rules, the same object the API's daily recompute applies (docs/reliability.md).
 * `rules` is for tests: the page moves with the numbers it is given.
 */
export function ReliabilityPage({ rules = RELIABILITY_RULES }: { rules?: Readonly<ReliabilityRules> }) {
  const tier = reliableTierRuleTexts(rules);
  return (
    <>
      <HomeBar />
      <Screen
        title="How reliability is counted"
        description="Every figure on a sitter’s or an owner’s record is computed from what happened on Pawpal, with these formulas."
        width="prose"
      >
        <Prose>
          <ProseSection title="What a record counts">
            <p>
              Records count the last <strong>{rules.windowDays} days</strong>. Nobody types them: they come from requests, bookings,
              cancellations and visits. Each figure shows its count, for example “12 of 12 requests”. A figure over fewer than{' '}
              {rules.minEvents} events is not shown: the record says “{RELIABILITY_NEW_LABEL}” instead.
            </p>
            <ul aria-label="A sitter’s record">
              <li>
                <strong>{SITTER_FIGURE_LABELS.answeredInTime}</strong>: of the sitter’s last {rules.requestSample} requests, those accepted
                or declined within {rules.answerHours} hours. A request the owner withdrew unanswered within the {rules.answerHours} hours,
                or one still inside them, is left out.
              </li>
              <li>
                <strong>{SITTER_FIGURE_LABELS.medianResponse}</strong>: the middle answer time of those requests.
              </li>
              <li>
                <strong>{SITTER_FIGURE_LABELS.staysCompleted}</strong>, <strong>{SITTER_FIGURE_LABELS.sitterCancellations}</strong>: of the
                accepted bookings that ended in the window.
              </li>
              <li>
                <strong>{SITTER_FIGURE_LABELS.lateCancellations}</strong>: a cancellation by the sitter less than{' '}
                {rules.lateCancellationDays} days before the start. It also appears among the sitter’s reviews (“Cancelled a stay 3 days
                before it began”), where the sitter may reply once. A cancellation the owner asked for, and confirmed, is not counted.
              </li>
              <li>
                <strong>{SITTER_FIGURE_LABELS.missedVisits}</strong>: drop-in visits and walks nobody checked in to, unless the owner or
                Pawpal excused them.
              </li>
              <li>
                <strong>{SITTER_FIGURE_LABELS.repeatOwners}</strong>: owners with two or more completed stays in the window.
              </li>
            </ul>
            <ul aria-label="An owner’s record">
              <li>
                <strong>{OWNER_FIGURE_LABELS.ownerCancellations}</strong> and{' '}
                <strong>{OWNER_FIGURE_LABELS.lateCancellations.toLowerCase()}</strong>, of the owner’s accepted bookings that ended in the
                window. Only the owner, Pawpal and sitters the owner has sent a request to can see it.
              </li>
            </ul>
          </ProseSection>
          <ProseSection title="Reliable sitter">
            <p>
              A sitter holds the tier while every rule holds over the last {rules.windowDays} days. Pawpal checks it every day and tells the
              sitter which rule changed.
            </p>
            <ul aria-label="The tier’s rules">
              {RELIABLE_TIER_RULE_KEYS.map((rule) => (
                <li key={rule}>{tier[rule]}</li>
              ))}
            </ul>
          </ProseSection>
          <ProseSection title="What is never shown">
            <p>
              Who cancelled on whom, the text of reviews that are not yet published, and an owner’s record to anyone who is not their
              sitter.
            </p>
          </ProseSection>
        </Prose>
      </Screen>
    </>
  );
}
