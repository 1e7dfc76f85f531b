/**
 * The lender's pricing as the brand's pages will state it (engine/pricing.ts `pricingFigures`): not
 * brand config, so shown, not edited. A partner's offers, APRs and disclosure figures come from its
 * own pricing (the lender's API; in the sandbox, sandbox/data/pricing.json), never from the defaults'.
 */
import type { OrgPricing } from '../../../engine/pricing.ts';
import { formatMoney, formatPercent } from '../../../engine/format.ts';

const money = (n: number) => formatMoney(n);
const percent = (n: number) => formatPercent(n, 2);

export function PricingFacts({ pricing }: { pricing: OrgPricing }) {
  const rows: [string, string][] = [
    ['Line amounts', `${money(pricing.minLoanAmount)} to ${money(pricing.maxLoanAmount)}`],
    ['APRs', `${percent(pricing.aprMin)} to ${percent(pricing.aprMax)}`],
    ['Interest rates', `${percent(pricing.rateMin)} to ${percent(pricing.rateMax)}`],
    ['Largest origination fee', `${percent(pricing.originationFeeMaxPercent)} of the initial draw`],
    ['Valuation fee (no automated valuation)', money(pricing.valuationFee)],
    ['In-person notary fee', money(pricing.manualNotaryFee)],
    ['Largest monthly payment', `${pricing.maxPaymentToIncomePercent}% of the applicant's monthly income`],
  ];
  return (
    <fieldset className="brand-form__group">
      <legend>Pricing</legend>
      <p className="brand-form__hint">
        Rates, fees and line amounts are the lender's own pricing, which the lender's systems send with every page (<code>sandbox/data/pricing.json</code> in the sandbox); they are not part of the brand and are not copied into it. The brand's offers, APRs and disclosure state these figures:
      </p>
      <dl className="brand-form__pricing">
        {rows.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
      </dl>
    </fieldset>
  );
}
