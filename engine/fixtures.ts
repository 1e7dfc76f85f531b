/**
 * Fixtures (fixtures/*.json, schemas/meta/fixture.schema.json): the sample data a screen is shown
 * with in the staff gallery. `resolveFixture` turns a scene file (application, signer, visitor) and
 * the building blocks it names (profile, flags, conditions, notifications, offers; `extends`) into
 * the one object a screen reads; `galleryEntry` says which fixture and host a screen uses
 * (fixtures/index.json). Pure: the files come in as data, the decision comes back with its trace.
 */
import { deepMerge } from './merge.ts';
import type { Decision, TraceStep } from './types/logic.ts';

import type { Application } from './types/application.ts';
import type { FixtureFile } from './types/fixture.ts';
import type { FixtureIndex, Host } from './types/fixtureIndex.ts';
import type { Flags } from './types/flags.ts';
import type { Profile } from './types/profile.ts';
import type { SignerProgress } from './types/signer.ts';

export type { FixtureFile, FixtureIndex, Host };
export type FixtureKind = FixtureFile['kind'];
export type SceneKind = Extract<FixtureKind, 'application' | 'signer' | 'visitor'>;
export const SCENE_KINDS: readonly SceneKind[] = ['application', 'signer', 'visitor'];
/** The building blocks a scene names, and the kind each must be. */
export const FIXTURE_REFS = { profile: 'profile', flags: 'flags', conditions: 'conditions', notifications: 'notifications', offers: 'offers', application: 'application' } as const;
export const DEFAULT_FLAGS = 'flags/standard';

type Obj = Record<string, unknown>;

/** What a screen is shown with: every part of the rule context a fixture can give. */
export interface Scene {
  id: string;
  kind: SceneKind;
  title: string;
  persona?: string;
  /** The server status (application scenes: `app.serverStatus`). */
  status?: string;
  signedIn: boolean;
  app?: Application;
  profile?: Profile;
  signer?: SignerProgress;
  flags: Flags;
  /** Condition cards (schemas/data/condition.schema.json) and notifications (notification.schema.json), as the shell reads them. */
  conditions: Obj[];
  notifications: Obj[];
  query: Record<string, string>;
  params: Record<string, string>;
  registration?: Obj;
  originator?: Obj;
  chatOpen: boolean;
}

export class FixtureError extends Error {
  constructor(message: string, readonly fixture: string) {
    super(message);
    this.name = 'FixtureError';
  }
}

/** The file with its `extends` chain merged under it (base first); throws on a missing base or a cycle. */
export function mergedFixture(id: string, files: Record<string, FixtureFile>, trace: TraceStep[] = [], seen: string[] = []): FixtureFile {
  const file = files[id];
  if (!file) throw new FixtureError(`no fixture "${id}"`, id);
  if (seen.includes(id)) throw new FixtureError(`"extends" cycle: ${[...seen, id].join(' → ')}`, id);
  if (!file.extends) return file;
  const base = mergedFixture(file.extends, files, trace, [...seen, id]);
  if (base.kind !== file.kind) throw new FixtureError(`extends "${file.extends}", a ${base.kind} fixture, from a ${file.kind} fixture`, id);
  trace.push({ kind: 'fixtureExtends', rule: id, outcome: file.extends });
  const { extends: _e, ...own } = file;
  const { extends: _b, ...inherited } = base;
  return deepMerge(inherited, own) as FixtureFile;
}

function block(ref: string | undefined, kind: FixtureKind, files: Record<string, FixtureFile>, trace: TraceStep[], from: string): unknown {
  if (ref === undefined) return undefined;
  const f = mergedFixture(ref, files, trace);
  if (f.kind !== kind) throw new FixtureError(`names "${ref}" as its ${kind}, but that is a ${f.kind} fixture`, from);
  trace.push({ kind: 'fixtureBlock', rule: ref, outcome: kind });
  return f.value;
}

const list = (v: unknown): Obj[] => (Array.isArray(v) ? (v as Obj[]) : []);

export function resolveFixture(id: string, files: Record<string, FixtureFile>): Decision<Scene> {
  const trace: TraceStep[] = [];
  const f = mergedFixture(id, files, trace);
  if (!(SCENE_KINDS as readonly string[]).includes(f.kind)) throw new FixtureError(`"${id}" is a ${f.kind} fixture, not a scene (application, signer or visitor)`, id);
  const kind = f.kind as SceneKind;
  const flagsRef = f.flags ?? (files[DEFAULT_FLAGS] ? DEFAULT_FLAGS : undefined);
  const scene: Scene = {
    id,
    kind,
    title: f.title,
    ...(f.persona ? { persona: f.persona } : {}),
    signedIn: kind === 'visitor' ? f.signedIn === true : true,
    flags: (block(flagsRef, 'flags', files, trace, id) as Flags | undefined) ?? {},
    conditions: list(block(f.conditions, 'conditions', files, trace, id)),
    notifications: list(block(f.notifications, 'notifications', files, trace, id)),
    query: { ...f.query },
    params: { ...f.params },
    chatOpen: f.chatOpen === true,
  };
  // Building blocks and merged scenes are proved against schemas/data by `journey validate`
  // (engine/config/checkFixtures.ts), so they are read here as the shapes those schemas describe.
  const profile = block(f.profile, 'profile', files, trace, id) as Profile | undefined;
  if (profile) scene.profile = profile;
  if (f.registration) scene.registration = f.registration;
  if (f.originator) scene.originator = f.originator;
  if (kind === 'application') {
    if (!f.app) throw new FixtureError('an application scene without its "app"', id);
    const offers = block(f.offers, 'offers', files, trace, id) as Application['offers'] | undefined;
    // A file sets part of an application; merged over what it extends, it is whole (checkFixtures.ts proves it).
    const app = { ...f.app, ...(offers !== undefined ? { offers } : {}) } as Application;
    scene.app = app;
    scene.status = app.serverStatus;
    scene.params = { uuid: app.uuid, ...scene.params };
  }
  if (kind === 'signer') {
    const signed = f.application ? resolveFixture(f.application, files) : undefined;
    if (signed && signed.result.kind !== 'application') throw new FixtureError(`names "${f.application}" as its application, but that is a ${signed.result.kind} fixture`, id);
    if (signed) trace.push(...signed.trace, { kind: 'fixtureBlock', rule: f.application!, outcome: 'application' });
    const applicationUuid = signed?.result.app?.uuid ?? f.signer?.applicationUuid;
    if (applicationUuid === undefined) throw new FixtureError('a signer scene without the application it signs ("application" or "signer.applicationUuid")', id);
    scene.signer = { ...f.signer, applicationUuid };
    if (scene.conditions.length === 0 && signed) scene.conditions = signed.result.conditions;
  }
  trace.push({ kind: 'fixture', rule: id, outcome: kind, decided: true });
  return { result: scene, trace, decidedBy: id };
}

// ---- fixtures/index.json ----------------------------------------------------------------------

export type FixtureGroup = FixtureIndex['groups'][string];

export interface GalleryEntry {
  group: string;
  kinds: SceneKind[];
  fixture: string;
  host: Host;
  shownOn?: string;
}

const matchLength = (pattern: string, screenId: string): number =>
  pattern === screenId ? pattern.length + 1 : pattern.endsWith('/') && screenId.startsWith(pattern) ? pattern.length : -1;

/** The group a screen belongs to (longest matching entry), its default fixture and its host. */
export function galleryEntry(screenId: string, index: FixtureIndex): Decision<GalleryEntry | null> {
  const trace: TraceStep[] = [];
  let best: [string, FixtureGroup, number] | null = null;
  for (const [name, group] of Object.entries(index.groups)) {
    const len = Math.max(...group.screens.map((p) => matchLength(p, screenId)));
    trace.push({ kind: 'fixtureGroup', rule: name, outcome: len >= 0 });
    if (len >= 0 && (!best || len > best[2])) best = [name, group, len];
  }
  if (!best) return { result: null, trace };
  const [name, group] = best;
  const own = index.screens?.[screenId] ?? {};
  const shownOn = own.shownOn ?? group.shownOn;
  const entry: GalleryEntry = { group: name, kinds: group.kinds, fixture: own.fixture ?? group.default, host: own.host ?? group.host ?? 'page', ...(shownOn ? { shownOn } : {}) };
  trace.push({ kind: 'fixtureGroup', rule: name, outcome: entry.fixture, decided: true, note: own.fixture ? `screens["${screenId}"]` : 'group default' });
  return { result: entry, trace, decidedBy: name };
}
