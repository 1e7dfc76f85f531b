/**
 * Offer cards as one radio group bound to the offer id (product/select). Offers come from the rule
 * context with the answers the screen shares (ScreenAnswers: `app.offers`, or the array
 * at `ui:options.offersPath`); the amount the payments are for is the form value named by
 * `ui:options.amountField` (default "amount"). Self-labelled: the legend is the field label.
 * `ui:options.interestOnly: true` forces age-restricted interest-only (organisation config).
 */
import { useContext } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, optionId } from '@rjsf/utils';
import { formatMoney, formatPercent } from '../../engine/format.ts';
import { lookup } from '../../engine/template.ts';
import type { RuleContext } from '../../engine/index.ts';
import { hasErrors, ownLabel, answerRequired } from './common.ts';
import { ScreenAnswers } from '../theme/formContext.ts';
import { interestOnlyApplies } from '../../engine/pricing.ts';
import { offerCards, type OfferCard } from './offerChoice.ts';
import { englishWords, useRendererWords, type WordKey } from '../app/words.ts';

/** Amounts the applicant chose or the offer allows: whole dollars unless they have cents. */
const money = (v: number) => formatMoney(v, Number.isInteger(v) ? 0 : 2);
/** Amounts worked out to the cent (the fee, what is left of the draw, a last payment), always with their cents, as the payment beside them. */
const cents = (v: number) => formatMoney(v, 2);

/** The words of the closing rows (ui:options.closing in the screen file, schemas/application/product/select.json). */
interface ClosingWords {
  fees?: Partial<Record<'valuation' | 'manualNotary', { charged?: string; conditional?: string }>>;
  /** "(we pay $180.00 of it)": the words before and after the amount the lender pays under a state's cap. */
  lenderPays?: string;
  lenderPaysAfter?: string;
  /** "$0 or $180.00" for a fee not yet decided. */
  conditionalValue?: string;
  /** What is paid to the applicant: final, before a fee not yet decided, before the county's recording costs, or before both. */
  amountReceived?: string;
  amountReceivedUndecided?: string;
  amountReceivedBeforeCounty?: string;
  amountReceivedBeforeCountyUndecided?: string;
}

const closingWords = (v: unknown): ClosingWords => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as ClosingWords) : {});

/** The fees every closing of the application has and what reaches the applicant (engine/pricing.ts offerClosing), in the screen's words. */
function ClosingRows({ card, words }: { card: OfferCard; words: ClosingWords }) {
  const w = useRendererWords();
  const c = card.closing;
  if (!c) return null;
  return (
    <>
      {c.fees.map((f) => {
        const label = words.fees?.[f.id]?.[f.state] ?? f.id;
        const value = f.state === 'conditional' ? `${money(0)} ${words.conditionalValue ?? w('offerOr')} ${cents(f.amount)}` : cents(f.amount);
        return (
          <div key={f.id} data-fee={f.id}>
            <dt>{label}</dt>
            <dd>{value}{f.lenderPays > 0 ? <span className="w-offer__for"> ({words.lenderPays ?? w('offerWePay')} {cents(f.lenderPays)}{words.lenderPaysAfter ? ` ${words.lenderPaysAfter}` : ''})</span> : null}</dd>
          </div>
        );
      })}
      <div data-figure="amountReceived"><dt>{(c.recordingDeducted ? (c.undecided ? words.amountReceivedBeforeCountyUndecided : words.amountReceivedBeforeCounty) : (c.undecided ? words.amountReceivedUndecided : words.amountReceived)) ?? w('offerPaidAtClosing')}</dt><dd>{cents(c.amountReceived)}</dd></div>
    </>
  );
}

function Details({ card, id, words }: { card: OfferCard; id: string; words: ClosingWords }) {
  const w = useRendererWords();
  const limit = card.amountLimit === 'max' ? w('offerAtMaximum') : card.amountLimit === 'min' ? w('offerAtMinimum') : '';
  return (
    <dl className="w-offer__details" id={id}>
      <div><dt>{w('offerRate')}</dt><dd>{formatPercent(card.rate, 2)}</dd></div>
      {card.apr !== null ? <div><dt>APR</dt><dd>{formatPercent(card.apr, 2)}</dd></div> : null}
      {card.term !== null ? <div><dt>{w('offerTerm')}</dt><dd>{w('offerYears', { years: card.term })}</dd></div> : null}
      <div>
        <dt>{card.paymentKind === 'interestOnly' ? w('offerInterestOnlyPayment') : w('offerMonthlyPayment')}</dt>
        <dd>
          {card.paymentKind === 'interestOnly' ? money(card.monthlyPayment) : cents(card.monthlyPayment)} <span className="w-offer__for">{w('offerPaymentFor', { amount: money(card.amount) })}{limit}</span>
        </dd>
      </div>
      {card.paymentKind === 'interestOnly' ? (
        <div><dt>{w('offerLastPayment')}</dt><dd>{cents(card.finalPayment)} <span className="w-offer__for">{w('offerInMonth', { month: card.paymentCount })}</span></dd></div>
      ) : null}
      <div><dt>{w('offerOriginationFee')}</dt><dd>{cents(card.originationFee)} ({formatPercent(card.originationFeePercent, 2)})</dd></div>
      <div><dt>{w('offerAmountFinanced')}</dt><dd>{cents(card.amountFinanced)}</dd></div>
      <ClosingRows card={card} words={words} />
      {card.minAmount !== null && card.maxAmount !== null ? (
        <div><dt>{w('offerLineAmount')}</dt><dd>{w('offerRange', { min: money(card.minAmount), max: money(card.maxAmount) })}</dd></div>
      ) : null}
    </dl>
  );
}

/**
 * "10-year line, 9.66% APR": the APR is the headline figure (Regulation Z); the interest rate is
 * labelled as such. Interest-only cards name when the balance is due, so no two read the same.
 */
export function cardTitle(card: OfferCard, w: (key: WordKey, values?: Record<string, string | number>) => string = englishWords): string {
  const line = card.term !== null ? w('offerTermLine', { years: card.term }) : card.balanceDueYears !== null ? w('offerInterestOnlyDue', { years: card.balanceDueYears }) : w('offerInterestOnlyLine');
  return card.apr !== null ? w('offerTitleApr', { line, apr: formatPercent(card.apr, 2) }) : w('offerTitleRate', { line, rate: formatPercent(card.rate, 2) });
}

export function OfferChoiceWidget(props: WidgetProps) {
  const { id, htmlName, value, options, disabled, readonly, rawErrors, hideLabel, autofocus, onChange, onBlur, onFocus, registry } = props;
  // The answers as typed (the amount), so the cards follow the amount field.
  const ctx = useContext(ScreenAnswers) ?? (registry.formContext as { ctx?: RuleContext } | undefined)?.ctx;
  const offersPath = typeof options.offersPath === 'string' ? options.offersPath : 'app.offers';
  const amountField = typeof options.amountField === 'string' ? options.amountField : 'amount';
  const interestOnly = interestOnlyApplies(ctx, options.interestOnly);
  const cards = offerCards(lookup(ctx, offersPath), lookup(ctx?.form, amountField), interestOnly, ctx ? { ...(ctx.brand ? { brand: ctx.brand as Record<string, unknown> } : {}), ...(ctx.app ? { app: ctx.app as Record<string, unknown> } : {}) } : undefined);
  const words = closingWords(options.closing);
  const w = useRendererWords();
  const invalid = hasErrors(rawErrors);
  return (
    <fieldset role="radiogroup" className="w-fieldset w-offers" aria-required={answerRequired(props) || undefined}>
      <legend className={hideLabel ? 'w-visually-hidden' : 'w-legend'}>{ownLabel(props)}</legend>
      {cards.length === 0 ? (
        <p className="w-hint" id={id} tabIndex={-1}>
          {typeof options.emptyText === 'string' ? options.emptyText : w('offerNone')}
        </p>
      ) : null}
      {cards.map((card, i) => {
        const inputId = i === 0 ? id : optionId(id, i);
        const selected = value === card.uuid;
        return (
          <div key={card.uuid} className={`w-offer${selected ? ' w-offer--selected' : ''}`}>
            <label className="w-choice w-offer__choice">
              <input
                type="radio"
                id={inputId}
                name={htmlName ?? id}
                value={card.uuid}
                checked={selected}
                disabled={Boolean(disabled || readonly)}
                autoFocus={i === 0 && Boolean(autofocus)}
                aria-invalid={invalid || undefined}
                aria-describedby={`${inputId}__details ${ariaDescribedByIds(id)}`}
                onChange={() => onChange(card.uuid)}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              <span className="w-offer__title">{cardTitle(card, w)}</span>
            </label>
            <Details card={card} id={`${inputId}__details`} words={words} />
          </div>
        );
      })}
    </fieldset>
  );
}
