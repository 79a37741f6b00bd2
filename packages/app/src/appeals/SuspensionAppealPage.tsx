import { APPEAL_DECISION_DAYS, type MemberAppeal } from '@pawpal/contract';
import { EmptyState } from '@pawpal/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDeadlineDay } from '../data/appeals';
import { HomeBar } from '../public/prose/HomeBar';
import { Screen } from '../screen/Screen';
import { AppealForm } from './AppealForm';

/**
 * Where a suspension email's link lands (signed out: a suspended member cannot sign in). The
 * link's single-use token stands in for the session for this one appeal (docs/appeals.md).
 */
export function SuspensionAppealPage() {
  const [params] = useSearchParams();
  const decisionId = params.get('decision') ?? '';
  const token = params.get('token') ?? '';
  const [filed, setFiled] = useState<MemberAppeal | null>(null);
  return (
    <>
      <HomeBar />
      <Screen title="Appeal your suspension" description="Tell us why the decision should change." width="prose">
        {decisionId === '' || token === '' ? (
          <EmptyState title="This link is incomplete" description="Open the link in the email about your suspension again." />
        ) : filed ? (
          <p role="status" className="rounded-lg bg-muted p-4 text-sm">
            Thank you. A different person at Pawpal from the one who decided will answer by the end of {formatDeadlineDay(filed.decideBy)} (
            {APPEAL_DECISION_DAYS} business days), by email and in your account.
          </p>
        ) : (
          <AppealForm decisionId={decisionId} appealToken={token} onFiled={setFiled} />
        )}
      </Screen>
    </>
  );
}
