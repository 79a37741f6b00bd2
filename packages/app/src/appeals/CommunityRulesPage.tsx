import { APPEAL_DECISION_DAYS, APPEAL_WINDOW_DAYS, COMMUNITY_RULES } from '@pawpal/contract';
import { HomeBar } from '../public/prose/HomeBar';
import { Prose, ProseSection } from '../public/prose/Prose';
import { Screen } from '../screen/Screen';

/** The published community rules (the contract's COMMUNITY_RULES, exactly as decisions name them) and how to appeal. */
export function CommunityRulesPage() {
  return (
    <>
      <HomeBar />
      <Screen
        title="Community rules"
        description="The rules every Pawpal decision about a member names. If we act against you, we tell you which rule and why."
        width="prose"
      >
        <Prose>
          <ProseSection title="The rules">
            <dl className="flex flex-col gap-3">
              {COMMUNITY_RULES.map((rule) => (
                <div key={rule.id} id={rule.id}>
                  <dt>
                    <strong>{rule.title}</strong>
                  </dt>
                  <dd>{rule.summary}</dd>
                </div>
              ))}
            </dl>
          </ProseSection>
          <ProseSection title="A fair process">
            <ul>
              <li>
                Every decision against a member — a profile or document not approved, a review removed, a suspension, a report upheld —
                names one of these rules and says what happened.
              </li>
              <li>You can appeal each decision once, within {APPEAL_WINDOW_DAYS} days, with a statement and photos if they help.</li>
              <li>
                A different person at Pawpal from the one who decided looks at your appeal, within {APPEAL_DECISION_DAYS} business days
                (Monday to Friday, Sydney time; public holidays count as business days).
              </li>
              <li>
                If the decision is reversed, we undo it: a suspension is lifted, a review is shown again, a profile or document goes back
                for review.
              </li>
              <li>A suspended account cannot sign in, so the email about the suspension has a link to appeal.</li>
            </ul>
          </ProseSection>
        </Prose>
      </Screen>
    </>
  );
}
