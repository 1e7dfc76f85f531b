/**
 * A test's data, stating only the parts the test is about. A whole application always has `uuid`,
 * `status` and `serverStatus` (schemas/data/application.schema.json `required`); a test of one
 * screen or rule leaves out what that screen or rule never reads, and the engine reads an absent
 * part as a missing one.
 */
import type { Application } from '../../engine/types/application.ts';
import type { Brand } from '../../engine/brand.ts';
import type { RuleContext } from '../../engine/types/context.ts';
import type { Profile } from '../../engine/types/profile.ts';
import type { SignerProgress } from '../../engine/types/signer.ts';

export const appParts = (parts: Partial<Application> | Record<string, unknown>): Application => parts as Application;

/** A rule context whose application states only some of its parts. */
export type TestContext = Omit<RuleContext, 'app'> & { app?: Partial<Application> | Record<string, unknown> };

export const ruleContext = ({ app, ...rest }: TestContext): RuleContext => ({ ...rest, ...(app ? { app: appParts(app) } : {}) });

/** A signer's progress stating only the steps a test is about (a whole one names its `applicationUuid`). */
export const signerParts = (parts: Partial<SignerProgress> | Record<string, unknown>): SignerProgress => parts as SignerProgress;

/** A brand stating only the parts a test is about (a whole one has its `orgCode` and the defaults under it). */
export const brandParts = (parts: Partial<Brand> | Record<string, unknown>): Brand => parts as Brand;

/** A profile stating what a test is about, whatever the schema says of its parts' shapes. */
export const profileParts = (parts: Record<string, unknown>): Partial<Profile> => parts as Partial<Profile>;
