/**
 * The generic screen: a screen file rendered by RJSF with our theme and its precompiled validator,
 * its rules evaluated by the engine as the applicant types (errors, blocks, warnings, confirmations,
 * dialogs, read-only fields), an error summary that takes focus after a failed submit, and server
 * field errors put back on their fields. Nothing here knows any particular screen.
 */
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, FormValidation, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { evaluateScreenRules, interpolateDeep, resolveActions, resolveCopy, withAnswers } from '../../engine/index.ts';
import { ActionLinks } from './ActionLinks.tsx';
import { headingFor } from './heading.ts';
import type { RuleContext, RuleMessage, Screen } from '../../engine/index.ts';
import { templates } from '../theme/templates.tsx';
import { transformErrors } from '../theme/transformErrors.ts';
import type { ScreenFormContext } from '../theme/formContext.ts';
import { widgets } from '../widgets/index.ts';
import { fields } from '../fields/index.ts';
import type { FieldError } from '../api/client.ts';
import { ErrorSummary, type SummaryItem } from './ErrorSummary.tsx';
import { RuleDialog } from './RuleDialog.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { Loading } from './Loading.tsx';

type Data = Record<string, unknown>;

export interface SchemaScreenProps {
  screen: Screen;
  /** Shown inside a dialog or panel: an h2 with its own id instead of the page's h1. */
  embedded?: boolean;
  validator: ValidatorType;
  ctx: RuleContext;
  initialData?: Data;
  /** Saves or sends the answers; returns server field errors to show, if any. */
  onSubmit: (data: Data, screen: Screen) => Promise<FieldError[] | void>;
  progress?: { index: number; total: number };
  onBack?: () => void;
  /** Called with every change (to keep answers across reloads). */
  onChange?: (data: Data, screen: Screen) => void;
}

const pointerToProperty = (pointer: string) => pointer.split('/').filter(Boolean).map((s) => `.${s}`).join('');

function errorSchemaFrom(items: FieldError[]): ErrorSchema {
  const out: Record<string, unknown> = {};
  for (const e of items) {
    const path = e.pointer.split('/').filter(Boolean);
    let cur = out;
    for (const seg of path) cur = (cur[seg] ??= {}) as Record<string, unknown>;
    cur.__errors = [...((cur.__errors as string[] | undefined) ?? []), e.message];
  }
  return out as ErrorSchema;
}

export function SchemaScreen(props: SchemaScreenProps) {
  const { screen, validator, ctx } = props;
  const [formData, setFormData] = useState<Data>(props.initialData ?? {});
  const [submitted, setSubmitted] = useState(false);
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [confirmed, setConfirmed] = useState<Set<string>>(new Set());
  const [dismissed, setDismissed] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const ruleCtx = useMemo(() => withAnswers(ctx, formData), [ctx, formData]);
  const outcome = useMemo(() => evaluateScreenRules(screen, ruleCtx).result, [screen, ruleCtx]);
  // Copy variants read the answers as rules do: the classic one-page /register shows the New York
  // disclosure as soon as a New York property is typed, as register-v2 does on its later steps.
  const copy = useMemo(() => resolveCopy(screen, ruleCtx), [screen, ruleCtx]);

  useEffect(() => { headingRef.current?.focus(); }, [screen.id]);
  useEffect(() => {
    // A dialog dismissed for one answer opens again when the answer changes and back.
    const keep = (prev: Set<string>, active: Set<string>) => ([...prev].every((r) => active.has(r)) ? prev : new Set([...prev].filter((r) => active.has(r))));
    setDismissed((prev) => keep(prev, new Set(outcome.dialogs.map((d) => d.rule))));
    setConfirmed((prev) => keep(prev, new Set(outcome.confirms.map((c) => c.rule))));
  }, [outcome]);

  const uiSchema = useMemo<UiSchema>(() => {
    const ui = interpolateDeep(screen.uiSchema ?? {}, ctx) as Record<string, unknown>;
    for (const field of outcome.disabled) {
      let node = ui;
      for (const seg of field.split('.')) node = (node[seg] ??= {}) as Record<string, unknown>;
      node['ui:disabled'] = true;
    }
    return ui as UiSchema;
  }, [screen.uiSchema, outcome.disabled, ctx]);

  const warnings = useMemo(() => {
    const byField: Record<string, RuleMessage[]> = {};
    for (const w of outcome.warnings) if (w.field) (byField[w.field] ??= []).push(w);
    return byField;
  }, [outcome.warnings]);
  const formContext: ScreenFormContext = { warnings, copy, ctx: ruleCtx };

  const customValidate = (data: Data | undefined, errors: FormValidation<Data>) => {
    const result = evaluateScreenRules(screen, withAnswers(ctx, data ?? {})).result;
    for (const e of result.errors) {
      const node = (e.field ?? '').split('.').filter(Boolean).reduce<Record<string, unknown>>((n, k) => (n[k] ?? n) as Record<string, unknown>, errors as unknown as Record<string, unknown>);
      (node as unknown as { addError?: (m: string) => void }).addError?.(e.message);
    }
    return errors;
  };

  const unconfirmed = outcome.confirms.filter((c) => !confirmed.has(c.rule));
  const blocked = outcome.blocks.length > 0;
  const dialog = outcome.dialogs.find((d) => !dismissed.has(d.rule));

  const showSummary = (items: SummaryItem[]) => {
    setSummary(items);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const onError = (errors: RJSFValidationError[]) => {
    setSubmitted(true);
    showSummary([
      ...errors.map((e) => ({ property: e.property ?? '', message: e.message ?? '' })),
      ...unconfirmed.map((c) => ({ property: `.${c.field ?? ''}`, message: c.message })),
    ]);
  };

  const onSubmit = async ({ formData: data }: { formData?: Data }) => {
    setSubmitted(true);
    if (blocked) return;
    if (unconfirmed.length > 0) {
      showSummary(unconfirmed.map((c) => ({ property: `.${c.field ?? ''}`, message: c.message })));
      return;
    }
    setBusy(true);
    try {
      const errors = (await props.onSubmit(data ?? {}, screen)) ?? [];
      setServerErrors(errors);
      if (errors.length > 0) showSummary(errors.map((e) => ({ property: pointerToProperty(e.pointer), message: e.message })));
      else setSummary([]);
    } finally {
      setBusy(false);
    }
  };

  const { titleId, Heading } = headingFor(screen, props.embedded);
  return (
    <section className="screen" aria-labelledby={titleId}>
      {props.progress ? <ProgressBar {...props.progress} /> : null}
      {props.onBack ? <button type="button" className="link-button back" onClick={props.onBack}>Back</button> : null}
      <Heading id={titleId} ref={headingRef} tabIndex={-1}>{copy.title}</Heading>
      {copy.subtitle ? <p className="screen__subtitle">{copy.subtitle}</p> : null}
      <ErrorSummary ref={summaryRef} items={summary} />
      {outcome.blocks.map((b) => <div key={b.rule} className="notice notice--block" role="alert">{b.message}</div>)}
      <Suspense fallback={<Loading />}>
      <Form
        schema={screen.schema ?? {}}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        formContext={formContext}
        widgets={widgets}
        fields={fields}
        templates={templates}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={serverErrors.length ? errorSchemaFrom(serverErrors) : undefined}
        liveValidate={submitted ? 'onChange' : false}
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError={false}
        // Questions start unanswered: a `const: true` consent starts unticked and a required yes/no has no answer until given (000 §5, 001 §5).
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never', requiredBooleanDefault: 'skip' }}
        onChange={(e) => {
          setFormData(e.formData as Data);
          setServerErrors([]);
          // Once the applicant fixes a field, its line leaves the summary.
          if (summary.length > 0 && submitted) {
            const open = new Set((e.errors ?? []).map((x) => x.property ?? ''));
            setSummary((prev) => prev.filter((item) => open.has(item.property) || !item.property.startsWith('.')));
          }
          props.onChange?.(e.formData as Data, screen);
        }}
        onError={onError}
        onSubmit={onSubmit}
      >
        {outcome.confirms.map((c) => (
          <div key={c.rule} className="notice notice--confirm">
            <p id={`confirm-${c.rule}`}>{c.message}</p>
            <label className="checkbox">
              <input type="checkbox" aria-describedby={`confirm-${c.rule}`} checked={confirmed.has(c.rule)} onChange={(e) => setConfirmed((prev) => { const next = new Set(prev); if (e.target.checked) next.add(c.rule); else next.delete(c.rule); return next; })} />
              <span>{c.confirmLabel}</span>
            </label>
          </div>
        ))}
        {(Array.isArray(copy.body) ? copy.body : []).map((p, i) => <p key={i} className="screen__body">{p}</p>)}
        {typeof copy.securityNotice === 'string' ? <p className="screen__notice">{copy.securityNotice}</p> : null}
        {Object.entries(copy).filter(([k, v]) => k.startsWith('disclosure') && typeof v === 'string' && v).map(([k, v]) => <p key={k} className="screen__disclosure">{v as string}</p>)}
        <button type="submit" className="button button--primary" disabled={blocked || busy} aria-disabled={blocked || busy}>
          {busy ? 'Submitting' : (copy.submitLabel as string | undefined) ?? 'Continue'}
        </button>
      </Form>
      </Suspense>
      <ActionLinks actions={resolveActions(screen, ctx)} primaryFirst={false} />
      {dialog ? <RuleDialog dialog={dialog.dialog} onDismiss={() => setDismissed((prev) => new Set(prev).add(dialog.rule))} /> : null}
    </section>
  );
}
