/**
 * The floor of the comparison (issue 13 item 1; test code): the annual-income step written by hand
 * as a React 19 controlled form: the same three fields, options, validation messages and money
 * formatting as schemas/register-v2/annual-income.json, validated on Continue and then as the
 * applicant corrects, no schema engine.
 */
import { useState, type FormEvent } from 'react';
import { MoneyInput } from '../MoneyInput.tsx';

const SOURCES: [string, string][] = [
  ['FULL_TIME', 'Employed full-time'], ['PART_TIME', 'Employed part-time'], ['SELF_EMPLOYED', 'Self-employed'],
  ['RETIRED', 'Retired'], ['UNEMPLOYED', 'Unemployed / furloughed'], ['ALIMONY', 'Alimony'], ['CHILD_SUPPORT', 'Child support'],
  ['SEPARATE_MAINTENANCE_PAYMENTS', 'Separate maintenance payments'], ['PUBLIC_ASSISTANCE_PROGRAM', 'Public assistance program'],
];
const MAX = 9999999;

interface Answers { employmentType: string; income: number | undefined; otherIncome: number | undefined }
type Errors = Partial<Record<keyof Answers, string>>;

const amountError = (v: number | undefined, required: boolean): string | undefined => {
  if (v === undefined) return required ? 'Required' : undefined;
  if (v < 0) return 'Must be at least $0';
  if (v > MAX) return 'Must be less than $10,000,000';
  return undefined;
};

function validate(a: Answers): Errors {
  const errors: Errors = {};
  if (!a.employmentType) errors.employmentType = 'Please select a primary source of income.';
  const income = amountError(a.income, true);
  if (income) errors.income = income;
  const other = amountError(a.otherIncome, false);
  if (other) errors.otherIncome = other;
  return errors;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? <p id={`${id}-error`} className="error">{message}</p> : null;
}

export function IncomeForm() {
  const [answers, setAnswers] = useState<Answers>({ employmentType: '', income: undefined, otherIncome: 0 });
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validate(answers) : {};
  const set = <K extends keyof Answers>(key: K, value: Answers[K]) => setAnswers((prev) => ({ ...prev, [key]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const first = Object.keys(validate(answers))[0];
    if (first) document.getElementById(first)?.focus();
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset>
        <legend>Income</legend>
        <label htmlFor="employmentType">Primary source of income</label>
        <select
          id="employmentType"
          className="input"
          value={answers.employmentType}
          aria-invalid={errors.employmentType ? true : undefined}
          aria-describedby={errors.employmentType ? 'employmentType-error' : undefined}
          onChange={(e) => set('employmentType', e.target.value)}
        >
          <option value="">Select one</option>
          {SOURCES.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
        <FieldError id="employmentType" message={errors.employmentType} />
        <label htmlFor="income">Annual income (before taxes)</label>
        <MoneyInput id="income" value={answers.income} invalid={!!errors.income} describedBy={errors.income ? 'income-error' : undefined} onChange={(v) => set('income', v)} />
        <FieldError id="income" message={errors.income} />
        <label htmlFor="otherIncome">Other annual income (optional)</label>
        <MoneyInput id="otherIncome" value={answers.otherIncome} invalid={!!errors.otherIncome} describedBy={errors.otherIncome ? 'otherIncome-error' : undefined} onChange={(v) => set('otherIncome', v ?? 0)} />
        <FieldError id="otherIncome" message={errors.otherIncome} />
      </fieldset>
      <p className="body">Alimony, child support, or separate maintenance income need not be revealed if you do not wish to have it considered as a basis for repaying this obligation.</p>
      <button type="submit">Continue</button>
    </form>
  );
}
