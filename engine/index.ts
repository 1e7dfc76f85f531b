/**
 * The journey engine: pure functions of (config, data) that return a decision and its trace.
 * No React, no DOM, no fetch: it runs the same in the browser, in Node, in tests and in the CLI.
 */
export { evaluate, holds, truthy } from './logic/evaluate.ts';
export { operations, operationNames } from './logic/operations.ts';
export { ageAtLeast, isValidDate, toDateParts } from './logic/dates.ts';
export { matchPath, fillPath, withBase, stripBase, pathMatchesAny, isUuid, UUID_PATTERN } from './paths.ts';
export { resolveTarget } from './targets.ts';
export { runStepMachine, transition } from './stepMachine.ts';
export { routeForStatus, classifyStatus } from './statusRouter.ts';
export { pollPlan, retryDelay } from './pollPlan.ts';
export { progressFor } from './progress.ts';
export { evaluateGates } from './gates.ts';
export { resolvePath } from './redirects.ts';
export { flowPosition } from './flowSteps.ts';
export { resolveBrand, mergeBrand, PrivateLabelError, DEFAULT_ORG_CODE } from './brand.ts';
export { evaluateScreenRules, resolveCopy, resolveActions, prefillFor } from './screenRules.ts';
export { interpolate, interpolateDeep, lookup } from './template.ts';
export { formatMoney, formatPercent, formatDisplayDate, formatTransportDate, formatFileSize, shortenWallet, lastFour, FORMATS, FORMAT_MONEY_ERROR } from './format.ts';
export { clock, hoursLines, openHoursPhrase } from './hours.ts';
export { monthlyInterest, interestOnlyPayment, amortizedPayment, offerShowable, DAYS_PER_YEAR, DAYS_PER_MONTH } from './finance.ts';
export { deepMerge } from './merge.ts';
export { isAdditionalSigner } from './additionalSigner.ts';
export type * from './types/logic.ts';
export type * from './types/journey.ts';
export type * from './types/screen.ts';
export type * from './types/context.ts';
export type { StepInput, StepResult, FiredTransition } from './stepMachine.ts';
export type { RouteInput, RouteResult, StatusClass } from './statusRouter.ts';
export type { PollInput, PollResult } from './pollPlan.ts';
export type { ProgressInput, ProgressResult, ProgressStep } from './progress.ts';
export type { GateResult } from './gates.ts';
export type { PathInput, PathResolution } from './redirects.ts';
export type { FlowPosition, FlowStep } from './flowSteps.ts';
export type { Brand, BrandFile, BrandSources, OrgInfo } from './brand.ts';
export type { ScreenOutcome, RuleMessage } from './screenRules.ts';
export type { HoursDay, HoursLine } from './hours.ts';
