import { IsIn } from 'class-validator';
import { COMMUNITY_RULE_IDS } from '@pawpal/contract';

/**
 * `rule` on an adverse admin action's body: required, one of the published community rules
 * (docs/appeals.md); anything else is a 400 that names the list.
 */
export function IsCommunityRule(): PropertyDecorator {
  return IsIn(COMMUNITY_RULE_IDS, { message: `rule must be one of ${COMMUNITY_RULE_IDS.join(', ')}` });
}
