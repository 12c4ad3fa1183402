/**
 * The plan picker (storefront.md §2 "Subscription detail"): a radio group of the subscription's
 * plans, each with its price in the visitor's currency, yearly carrying the 'save 10 pct' badge.
 * react-aria's RadioGroup makes it one tab stop whose arrow keys move the choice.
 */
import { Price } from '@tenace/components';
import type { Currency } from '@tenace/model';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { type Plan, pickerPlans, showsSaving } from './plans.js';
import { useSubscriptionText } from './subscription-texts.js';

export function PlanPicker({
  plans,
  chosen,
  currency,
  onChoose,
}: {
  readonly plans: readonly Plan[];
  readonly chosen: Plan;
  readonly currency: Currency;
  readonly onChoose: (plan: Plan) => void;
}) {
  const { t } = useSubscriptionText();
  return (
    <RadioGroup
      className="plan-picker"
      value={String(chosen.id)}
      onChange={(value) => {
        const plan = plans.find((candidate) => String(candidate.id) === value);
        if (plan) onChoose(plan);
      }}
    >
      <Label>{t('plans.label')}</Label>
      <div className="plan-options">
        {pickerPlans(plans).map((plan) => (
          <Radio key={plan.id} value={String(plan.id)} className="plan-option">
            <span className="plan-name">{t(`plans.${plan.type}`)}</span>
            <Price amount={plan.priceLocal} currency={currency} size="l" />
            <span className="plan-period">
              {t(plan.type === 'Yearly' ? 'plans.perYear' : 'plans.perMonth')}
            </span>
            {showsSaving(plan) && <span className="plan-saving">{t('plans.save')}</span>}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
