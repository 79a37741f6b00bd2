import { IsIn } from 'class-validator';
import { COMMUNITY_RULE_IDS } from '@pawpal/contract';
import { Omittable } from '../platform/validation/omittable.js';

/**
 * `rule` on an adverse admin action's body: one of the published community rules
 * (docs/appeals.md); anything else, null included, is a 400 that names the list. Left out, the
 * action records its usual rule (DEFAULT_RULE_OF_DECISION in the contract), so clients written
 * before rules existed keep working.
 */
export function IsCommunityRule(): PropertyDecorator {
  const omittable = Omittable();
  const oneOfTheRules = IsIn(COMMUNITY_RULE_IDS, { message: `rule must be one of ${COMMUNITY_RULE_IDS.join(', ')}` });
  return (target, propertyKey) => {
    omittable(target, propertyKey);
    oneOfTheRules(target, propertyKey);
  };
}
