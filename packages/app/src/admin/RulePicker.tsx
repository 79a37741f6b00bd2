import { COMMUNITY_RULES, type CommunityRuleId } from '@pawpal/contract';
import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@pawpal/ui';

export interface RulePickerProps {
  value: CommunityRuleId | '';
  onChange: (rule: CommunityRuleId) => void;
  error?: string;
}

/**
 * The community rule an adverse decision names, beside its reason: one of the published list
 * (/community-rules), which the member sees with the decision and may appeal (docs/appeals.md).
 */
export function RulePicker({ value, onChange, error }: RulePickerProps) {
  return (
    <FormField label="Community rule" required error={error} description="The member sees this rule with the decision and may appeal it.">
      {(control) => (
        <Select value={value} onValueChange={(rule) => onChange(rule as CommunityRuleId)}>
          <SelectTrigger {...control}>
            <SelectValue placeholder="Choose the rule" />
          </SelectTrigger>
          <SelectContent>
            {COMMUNITY_RULES.map((rule) => (
              <SelectItem key={rule.id} value={rule.id}>
                {rule.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

/** The message when no rule was chosen. */
export const CHOOSE_A_RULE = 'Choose the community rule this decision names';
