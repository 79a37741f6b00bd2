import { type CommunityRuleId, MAX_ADMIN_REASON_LENGTH } from '@pawpal/contract';
import { Button, DatePicker, FormField, Textarea } from '@pawpal/ui';
import { useState } from 'react';
import { useAdminActions } from '../data/admin';
import { localDay, type SuspendFormValues, validateSuspendForm } from './admin-forms';
import { CHOOSE_A_RULE, RulePicker } from './RulePicker';
import { FormFailure, useAdminForm } from './useAdminForm';

export interface SuspendFormProps {
  userId: string;
  name: string;
  /** After the suspension was recorded. */
  onDone?: () => void;
}

/** Suspend an account: a reason and a community rule (required; the member may appeal) and an optional end day. */
export function SuspendForm({ userId, name, onDone }: SuspendFormProps) {
  const [values, setValues] = useState<SuspendFormValues>({ reason: '', until: '' });
  const [rule, setRule] = useState<CommunityRuleId | ''>('');
  const [ruleError, setRuleError] = useState<string | undefined>();
  const { suspendUser } = useAdminActions();
  const { errors, failure, busy, onSubmit } = useAdminForm(
    values,
    (checked: SuspendFormValues) => {
      setRuleError(rule === '' ? CHOOSE_A_RULE : undefined);
      const result = validateSuspendForm(checked);
      return rule === '' && result.ok ? { ok: false, errors: {} } : result;
    },
    (input) => suspendUser(userId, { ...input, rule: rule as CommunityRuleId }),
    () => {
      setValues({ reason: '', until: '' });
      setRule('');
      onDone?.();
    },
  );

  const tomorrow = localDay(new Date(Date.now() + 86_400_000));
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={`Suspend ${name}`}>
      <FormField label="Reason" required error={errors.reason} description="The person sees this when they try to sign in.">
        <Textarea
          rows={3}
          maxLength={MAX_ADMIN_REASON_LENGTH}
          value={values.reason}
          onChange={(event) => setValues({ ...values, reason: event.target.value })}
        />
      </FormField>
      <RulePicker value={rule} onChange={setRule} error={ruleError} />
      <FormField
        label="Suspended until (optional)"
        error={errors.until}
        description="Leave empty to suspend until you reinstate the account."
      >
        <DatePicker min={tomorrow} value={values.until} onChange={(until) => setValues({ ...values, until })} />
      </FormField>
      <FormFailure message={failure} />
      <div>
        <Button type="submit" variant="destructive" busy={busy}>
          Suspend account
        </Button>
      </div>
    </form>
  );
}
