/**
 * The generic screen: a screen file rendered by RJSF with our theme and its precompiled validator,
 * every person-facing string filled in once (useScreenText), its rules evaluated by the engine as
 * the applicant types (errors, blocks, warnings, confirmations, dialogs, read-only fields), an error
 * summary naming each field that takes focus after a failed submit, server field errors put back on
 * their fields, the page's own document title, and the brand's address lookup: suggestions in the
 * address fields, and on continue each such address checked, with a closer match offered to choose
 * (engine/addressVerification.ts). Nothing here knows any particular screen.
 */
import { Suspense, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import Form from '@rjsf/core';
import { useDeepCompareMemo, type ErrorSchema, type FormValidation, type RJSFValidationError, type UiSchema, type ValidatorType } from '@rjsf/utils';
import { evaluateScreenRules, isHiddenPath, withAnswers, withoutHidden } from '../../engine/screenRules.ts';
import { addressProblems } from '../../engine/address.ts';
import { verifiedAddressPaths } from '../../engine/addressVerification.ts';
import { interpolate } from '../../engine/template.ts';
import { screenText } from '../../engine/screenText.ts';
import { brandMessage } from '../../engine/strings.ts';
import { ActionLinks } from './ActionLinks.tsx';
import { headingFor } from './heading.ts';
import type { RuleContext, RuleMessage, Screen } from '../../engine/index.ts';
import { templates } from '../theme/templates.tsx';
import { transformErrors } from '../theme/transformErrors.ts';
import { translateString } from '../theme/translateString.ts';
import { themeWidgets } from '../theme/themeWidgets.ts';
import { assertKnownNames } from '../theme/knownNames.ts';
import { FieldProblems, ScreenAnswers, type FieldProblemReporter, type ScreenFormContext } from '../theme/formContext.ts';
import { fields } from '../fields/index.ts';
import { widgets } from '../widgets/index.ts';
import type { FieldError } from '../api/client.ts';
import { ErrorSummary, inPageOrder, type SummaryItem } from './ErrorSummary.tsx';
import { summaryItems, type Problem } from './summaryItems.ts';
import { initialScreenSession, screenSession } from './screenSession.ts';
import { withOurWords } from './ourWords.ts';
import { RuleDialog } from './RuleDialog.tsx';
import { ProgressBar, type ProgressBarProps } from './ProgressBar.tsx';
import { Loading } from './Loading.tsx';
import { FormExtras, FormExtrasContext, type FormExtrasState } from './FormExtras.tsx';
import { CopyText } from './CopyText.tsx';
import { Figures } from './Figures.tsx';
import { AnswerList } from './AnswerList.tsx';
import { useScreenIn, useScreenText } from './useScreenText.ts';
import { useScreenBlocks } from './screenBlocks.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { enumTitles } from '../app/enumTitles.ts';
import { useLanguage } from '../app/language.tsx';
import { useMarkScreenShown } from '../shell/afterFirstScreen.ts';
import { focusOnArrival } from '../ui/focusOnArrival.ts';
import { addressLookupFor } from '../api/addressLookup.ts';
import { closerMatches, withAddress, settleAddress } from './closerMatches.ts';
import { CloserMatchDialog } from './CloserMatchDialog.tsx';

// The form's children: one element for the screen's life, its content from FormExtrasContext (see FormExtras.tsx).
const formExtras = <FormExtras />;

const KNOWN = { widgets: new Set(Object.keys(widgets)), fields: new Set(Object.keys(fields)) };

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
  progress?: ProgressBarProps;
  onBack?: () => void;
  /** Called with every change (to keep answers across reloads). */
  onChange?: (data: Data, screen: Screen) => void;
}

/** The keyword a problem is about: ajv-errors' message carries the keyword it words. */
function keywordOf(e: RJSFValidationError): string {
  if (e.name !== 'errorMessage') return e.name ?? '';
  const inner = (e.params as { errors?: { keyword?: string }[] } | undefined)?.errors;
  return inner?.[0]?.keyword ?? '';
}

function byField(messages: RuleMessage[]): Record<string, RuleMessage[]> {
  const out: Record<string, RuleMessage[]> = {};
  for (const m of messages) if (m.field) (out[m.field] ??= []).push(m);
  return out;
}

const pointerToProperty = (pointer: string) => pointer.split('/').filter(Boolean).map((s) => `.${s}`).join('');

/** Server errors shown on their fields; a form-level one (pointer "") is said once, in the summary. */
function errorSchemaFrom(items: FieldError[]): ErrorSchema | undefined {
  const onFields = items.filter((e) => e.pointer.split('/').some(Boolean));
  if (onFields.length === 0) return undefined;
  const out: Record<string, unknown> = {};
  for (const e of onFields) {
    const path = e.pointer.split('/').filter(Boolean);
    let cur = out;
    for (const seg of path) cur = (cur[seg] ??= {}) as Record<string, unknown>;
    cur.__errors = [...((cur.__errors as string[] | undefined) ?? []), e.message];
  }
  return out as ErrorSchema;
}

/** An empty node of the form library's error handler (FormValidation): its messages and addError. */
interface ErrorNode { __errors: string[]; addError(m: string): void; [field: string]: unknown }
function errorNode(): ErrorNode {
  const node: ErrorNode = { __errors: [], addError(m: string) { node.__errors.push(m); } };
  return node;
}

export function SchemaScreen(props: SchemaScreenProps) {
  const { screen, validator, ctx } = props;
  // The form owns its data (RJSF uncontrolled): handing it back as a prop on every keystroke would
  // make RJSF re-derive its whole state (defaults, retrieved schema) each time. Until the form is
  // mounted its seed follows what it reports (its defaults filled in), so a form built again after a
  // widget suspended starts from that and does not report it again, and again (React error 185).
  // What this visit remembers (answers, summary, server errors, ticks, dismissals, the submit in
  // flight, the closer address match): one reducer, screenSession.ts, which says what each event does.
  const [session, dispatch] = useReducer(screenSession, props.initialData, initialScreenSession);
  const { seed, formData, formKey, submitted, summary, serverErrors, confirmed, dismissed, busy, closer } = session;
  const formMounted = useRef(false);
  const formRef = useCallback((form: unknown) => { formMounted.current = form !== null; }, []);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const ruleCtx = useMemo(() => withAnswers(ctx, formData), [ctx, formData]);
  // Kept by content: a keystroke that changes no rule's outcome changes nothing downstream.
  // Rules are evaluated on the screen in the applicant's language: their messages (errors, warnings, blocks, dialogs) are its words.
  const worded = useScreenIn(screen);
  const outcome = useDeepCompareMemo(useMemo(() => evaluateScreenRules(worded, ruleCtx).result, [worded, ruleCtx]));
  const text = useScreenText(screen, ctx);
  // Copy variants read the answers as rules do: the classic one-page /register shows the New York
  // disclosure as soon as a New York property is typed, as register-v2 does on its later steps.
  const variantsReadAnswers = (screen.copyVariants?.length ?? 0) > 0;
  const { dictionary } = useLanguage();
  const answeredCopy = useDeepCompareMemo(useMemo(() => (variantsReadAnswers ? screenText(screen, ruleCtx, { enumTitles, dictionary }).copy : null), [variantsReadAnswers, screen, ruleCtx, dictionary]));
  const copy = answeredCopy ?? text.copy;
  const outside = useScreenBlocks();
  // Once per screen: an unknown widget or field name stops with its name (theme/knownNames.ts).
  useMemo(() => assertKnownNames(screen.id, screen.uiSchema, KNOWN), [screen]);
  useDocumentTitle(typeof copy.pageTitle === 'string' ? copy.pageTitle : copy.title, ctx.brand, { enabled: !props.embedded, hasErrors: summary.length > 0 });

  useEffect(() => { focusOnArrival(headingRef.current); }, [screen.id]);
  useMarkScreenShown();
  useEffect(() => {
    // A dialog dismissed or a confirmation ticked for one answer is asked again when the answer changes and back.
    dispatch({ type: 'rulesEvaluated', dialogs: outcome.dialogs.map((d) => d.rule), confirms: outcome.confirms.map((c) => c.rule) });
  }, [outcome]);

  // Rule-made marks on the uiSchema: read-only fields (`disable`), fields that do not apply now
  // (`hide`: drawn as hidden, so the theme leaves them out) and fields required now (`require`).
  const disabledKey = outcome.disabled.join('\n');
  const hiddenKey = outcome.hidden.join('\n');
  const requiredKey = outcome.required.join('\n');
  const uiSchema = useMemo<UiSchema>(() => {
    if (!disabledKey && !hiddenKey && !requiredKey) return text.uiSchema as UiSchema;
    const ui = structuredClone(text.uiSchema);
    const mark = (fields: string, key: string, value: unknown = true) => {
      for (const field of fields ? fields.split('\n') : []) {
        let node = ui;
        for (const seg of field.split('.')) node = (node[seg] ??= {}) as Record<string, unknown>;
        node[key] = value;
      }
    };
    mark(disabledKey, 'ui:disabled');
    mark(hiddenKey, 'ui:widget', 'hidden');
    mark(requiredKey, 'ui:required');
    return ui as UiSchema;
  }, [text.uiSchema, disabledKey, hiddenKey, requiredKey]);

  // Warnings show under their field; blocks show by the submit button (SubmitArea).
  const warnings = useMemo(() => byField(outcome.warnings), [outcome.warnings]);
  // The same object until a warning or the copy changes: RJSF's registry holds it, and a new
  // registry re-renders every field. The answers reach widgets through ScreenAnswers instead.
  const lookup = useMemo(() => addressLookupFor(ctx.brand), [ctx.brand]);
  const addressLookup = useMemo(() => (lookup ? (text: string, state?: string) => lookup.suggest(text, state) : undefined), [lookup]);
  const checkedAddresses = useMemo(() => verifiedAddressPaths(screen.uiSchema), [screen.uiSchema]);
  const formContext = useMemo<ScreenFormContext>(() => ({ warnings, copy, ctx, addressLookup }), [warnings, copy, ctx, addressLookup]);
  // ajv-errors messages are compiled with the schema; placeholders in them are filled here.
  // A field a `hide` rule leaves out is not sent, so its answer cannot stop the submit either.
  const hiddenFields = useMemo(() => (hiddenKey ? hiddenKey.split('\n') : []), [hiddenKey]);
  // A problem without a message of its own is worded from its field's label (ourWords.ts).
  // The brand's words for a validation message (brand `copy`, `<screen>.fields.<path>.messages.<keyword>`, engine/strings.ts).
  const transform = useCallback((errors: RJSFValidationError[]) => withOurWords(transformErrors(errors), screen.schema, text.uiSchema, text.copy)
    .map((e) => { const worded = brandMessage(text.messages, e.property ?? '', keywordOf(e)); return worded === undefined ? e : { ...e, message: worded, stack: `${e.property ?? ''} ${worded}` }; })
    .filter((e) => !isHiddenPath(e.property ?? '', hiddenFields))
    .map((e) => (e.message?.includes('{{') ? { ...e, message: interpolate(e.message, ctx) } : e)), [ctx, hiddenFields, screen.schema, text.uiSchema, text.copy, text.messages]);
  // Problems fields found themselves (a refused file), said in the summary as the field says them.
  const localProblems = useRef(new Map<string, string>());
  const fieldProblems = useMemo<FieldProblemReporter>(() => ({ report: (property, message) => { if (message) localProblems.current.set(property, message); else localProblems.current.delete(property); } }), []);
  const entries = (problems: Problem[]) => summaryItems(problems, screen.schema, uiSchema, copy, localProblems.current);

  const customValidate = useCallback((data: Data | undefined, errors: FormValidation<Data>) => {
    const result = evaluateScreenRules(worded, withAnswers(ctx, data ?? {})).result;
    // Every address's zipcode is in its state (engine/address.ts), on any screen with an address.
    for (const e of [...addressProblems(screen.schema, data ?? {}).result, ...result.errors]) {
      // A field left empty has no node yet (the form builds them from the answers): make it, so a
      // `require` rule's message lands on its field (an unchosen file), not on the form.
      const node = (e.field ?? '').split('.').filter(Boolean).reduce<Partial<ErrorNode>>((n, k) => (n[k] ??= errorNode()) as ErrorNode, errors as Partial<ErrorNode>);
      node.addError?.(e.message);
    }
    return errors;
  }, [screen, worded, ctx]);

  const unconfirmed = outcome.confirms.filter((c) => !confirmed.has(c.rule));
  const blocks = useMemo(() => [...outcome.blocks, ...(props.embedded ? [] : outside)], [outcome.blocks, outside, props.embedded]);
  const blocked = blocks.length > 0;
  const dialog = outcome.dialogs.find((d) => !dismissed.has(d.rule));

  // The summary is drawn by a later render: it takes focus once it is on the page (the effect below),
  // however long the answer that refused the submit took to arrive.
  const summaryWanted = useRef(false);
  const focusSummary = () => { summaryWanted.current = true; };
  useEffect(() => {
    if (!summaryWanted.current || !summaryRef.current) return;
    summaryWanted.current = false;
    summaryRef.current.focus();
  });
  const refuse = (items: SummaryItem[]) => {
    dispatch({ type: 'submitRefused', summary: inPageOrder(items) });
    focusSummary();
  };

  const onError = (errors: RJSFValidationError[]) => {
    refuse(entries([
      ...errors.map((e) => ({ property: e.property ?? '', message: e.message ?? '' })),
      ...unconfirmed.map((c) => ({ property: `.${c.field ?? ''}`, message: c.message })),
    ]));
  };

  const onSubmit = async ({ formData: data }: { formData?: Data }) => {
    if (blocked) { dispatch({ type: 'submitBlocked' }); return; }
    if (unconfirmed.length > 0) {
      refuse(entries(unconfirmed.map((c) => ({ property: `.${c.field ?? ''}`, message: c.message }))));
      return;
    }
    dispatch({ type: 'submitStarted' });
    try {
      if (lookup && checkedAddresses.length > 0) {
        const offers = await closerMatches(lookup, checkedAddresses, data ?? {}, screen.schema);
        if (offers.length > 0) { dispatch({ type: 'closerMatchOffered', data: data ?? {}, offers }); return; }
      }
      await send(data ?? {});
    } finally {
      dispatch({ type: 'submitSettled' });
    }
  };

  const send = async (data: Data) => {
    // A field a `hide` rule leaves out is not sent.
    const errors = (await props.onSubmit(withoutHidden(data, hiddenFields), screen)) ?? [];
    const items = errors.length > 0 ? inPageOrder(entries(errors.map((e) => ({ property: pointerToProperty(e.pointer), message: e.message })))) : [];
    dispatch({ type: 'submitAnswered', errors, summary: items });
    if (errors.length > 0) focusSummary();
  };

  // The applicant chose between the entered address and the closer match: the next offer, or submit.
  const chooseAddress = async (useSuggested: boolean) => {
    if (!closer) return;
    const [offer, ...rest] = closer.offers;
    if (!offer) return;
    const data = useSuggested ? withAddress(closer.data, offer.path, offer.suggested) : closer.data;
    settleAddress(useSuggested ? offer.suggested : offer.entered);
    if (useSuggested) {
      // The form shows what is sent, and the answers kept across a reload are the chosen ones.
      dispatch({ type: 'answersReplaced', data });
      props.onChange?.(data, screen);
    }
    if (rest.length > 0) { dispatch({ type: 'closerMatchOffered', data, offers: rest }); return; }
    dispatch({ type: 'closerMatchClosed' });
    dispatch({ type: 'submitStarted' });
    try { await send(data); } finally { dispatch({ type: 'submitSettled' }); }
  };

  const { titleId, Heading } = headingFor(screen, props.embedded);
  const extras = useMemo<FormExtrasState>(
    () => ({ titleId, confirms: outcome.confirms, confirmed, onConfirm: (rule, checked) => dispatch({ type: 'ruleConfirmed', rule, checked }), copy, blocks, busy }),
    [titleId, outcome.confirms, confirmed, copy, blocks, busy],
  );
  return (
    <section className="screen" aria-labelledby={titleId}>
      {props.progress ? <ProgressBar {...props.progress} /> : null}
      {props.onBack ? <button type="button" className="link-button back" onClick={props.onBack}>Back</button> : null}
      <Heading id={titleId} ref={headingRef} tabIndex={-1}>{copy.title}</Heading>
      {copy.subtitle ? <p className="screen__subtitle"><CopyText text={String(copy.subtitle)} /></p> : null}
      <Figures figures={copy.figures} />
      {screen.answers ? <AnswerList list={screen.answers} ctx={ctx} /> : null}
      <ErrorSummary ref={summaryRef} items={summary} />
      <Suspense fallback={<Loading />}>
      <ScreenAnswers.Provider value={ruleCtx}>
      <FieldProblems.Provider value={fieldProblems}>
      <FormExtrasContext.Provider value={extras}>
      <Form
        schema={screen.schema ?? {}}
        uiSchema={uiSchema}
        validator={validator}
        key={formKey}
        initialFormData={seed}
        ref={formRef}
        formContext={formContext}
        widgets={themeWidgets}
        fields={fields}
        templates={templates}
        translateString={translateString}
        transformErrors={transform}
        customValidate={customValidate}
        extraErrors={errorSchemaFrom(serverErrors)}
        liveValidate={submitted ? 'onChange' : false}
        showErrorList={false}
        noHtml5Validate
        // Sent by the browser itself only from a prerendered page before its scripts run (Enter in a
        // field, Continue): in the body, never in the address (a password), and answered by the page
        // again (host/page/pages.ts), not by a lender's service.
        method="post"
        focusOnFirstError={false}
        // Questions start unanswered: a `const: true` consent starts unticked and a required yes/no has no answer until given (000 §5, 001 §5).
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never', requiredBooleanDefault: 'skip' }}
        onChange={(e) => {
          // Once the applicant fixes a field, its line leaves the summary; a field still wrong says its problem as it is now.
          const summaryNow = summary.length > 0 && submitted ? entries((e.errors ?? []).map((x) => ({ property: x.property ?? '', message: x.message ?? '' }))) : undefined;
          dispatch({ type: 'answersChanged', data: e.formData as Data, fromMountedForm: formMounted.current, summaryNow });
          props.onChange?.(e.formData as Data, screen);
        }}
        onError={onError}
        onSubmit={onSubmit}
      >
        {formExtras}
      </Form>
      </FormExtrasContext.Provider>
      </FieldProblems.Provider>
      </ScreenAnswers.Provider>
      </Suspense>
      <ActionLinks actions={text.actions} primaryFirst={false} />
      {dialog ? <RuleDialog dialog={dialog.dialog} onDismiss={() => dispatch({ type: 'dialogDismissed', rule: dialog.rule })} /> : null}
      {closer?.offers[0] ? <CloserMatchDialog key={closer.offers[0].path} match={closer.offers[0]} copy={copy} onChoose={(use) => { void chooseAddress(use); }} onCancel={() => dispatch({ type: 'closerMatchClosed' })} /> : null}
    </section>
  );
}
