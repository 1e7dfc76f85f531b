/**
 * A test's data, stating only the parts the test is about. A whole application always has `uuid`,
 * `status` and `serverStatus` (schemas/data/application.schema.json `required`); a test of one
 * screen or rule leaves out what that screen or rule never reads, and the engine reads an absent
 * part as a missing one.
 */
import type { Application } from '../../engine/types/application.ts';
import type { RuleContext } from '../../engine/types/context.ts';

export const appParts = (parts: Partial<Application> | Record<string, unknown>): Application => parts as Application;

/** A rule context whose application states only some of its parts. */
export type TestContext = Omit<RuleContext, 'app'> & { app?: Partial<Application> | Record<string, unknown> };

export const ruleContext = ({ app, ...rest }: TestContext): RuleContext => ({ ...rest, ...(app ? { app: appParts(app) } : {}) });
