import { type MemberDecision } from '@pawpal/contract';
import { Button, Card, EmptyState, ErrorState, StatusBadge } from '@pawpal/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { APPEAL_STATUS_LABELS, formatAppealDay, formatAppealTime, formatDeadlineDay, useMyDecisions } from '../data/appeals';
import { describeError } from '../data/mutation';
import { Screen } from '../screen/Screen';
import { AppealForm } from './AppealForm';

/** The signed-in member's decisions: the rule, what happened, and an appeal while they may file one. */
export function DecisionsPage() {
  const decisions = useMyDecisions();
  return (
    <Screen
      title="Decisions about your account"
      description="Each names the community rule it is based on. You can appeal each one once."
      width="prose"
    >
      <p className="mb-6 text-sm">
        <Link className="font-medium text-primary underline underline-offset-4" to="/community-rules">
          Read the community rules
        </Link>
      </p>
      {decisions.error ? (
        <ErrorState
          title="We couldn’t load your decisions"
          message={describeError(decisions.error)}
          onRetry={() => void decisions.mutate()}
        />
      ) : !decisions.data ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : decisions.data.length === 0 ? (
        <EmptyState title="No decisions" description="Pawpal has made no decision against your account." />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Decisions">
          {decisions.data.map((decision) => (
            <li key={decision.id}>
              <DecisionCard decision={decision} />
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}

function DecisionCard({ decision }: { decision: MemberDecision }) {
  const [appealing, setAppealing] = useState(false);
  const { appeal } = decision;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{decision.kindLabel}</h2>
        <StatusBadge status={decision.status} tone={decision.status === 'overturned' ? 'success' : 'secondary'}>
          {decision.status === 'overturned' ? 'Reversed on appeal' : 'In force'}
        </StatusBadge>
      </div>
      <p className="text-sm">{decision.summary}</p>
      <p className="text-sm text-muted-foreground">
        Rule: <strong className="text-foreground">{decision.rule.title}</strong> — {decision.rule.summary}
      </p>
      <p className="text-sm text-muted-foreground">Decided {formatAppealDay(decision.decidedAt)}</p>
      {appeal ? (
        <div className="rounded-lg bg-muted p-3 text-sm" aria-label="Your appeal">
          <p className="font-medium">
            Your appeal: {APPEAL_STATUS_LABELS[appeal.status]}
            {appeal.status === 'open' ? ` — answered by the end of ${formatDeadlineDay(appeal.decideBy)}` : ''}
          </p>
          {appeal.reason ? <p className="mt-1">{appeal.reason}</p> : null}
        </div>
      ) : decision.canAppeal ? (
        appealing ? (
          <AppealForm decisionId={decision.id} />
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="outline" onClick={() => setAppealing(true)}>
              Appeal
            </Button>
            <span className="text-sm text-muted-foreground">Until {formatAppealTime(decision.appealableUntil)} (Sydney time)</span>
          </div>
        )
      ) : (
        <p className="text-sm text-muted-foreground">
          The time to appeal ended {formatAppealTime(decision.appealableUntil)} (Sydney time).
        </p>
      )}
    </Card>
  );
}
