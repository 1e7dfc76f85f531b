/**
 * Who must sign besides the applicant, from how the applicant said the home is owned
 * (schemas/application/start/contact.json `ownership`, `maritalStatus`; schemas/application/start/owners.json
 * `coOwners`, `spouseOnTitle`, `spouse`) and the home's state rules (sandbox/data/pricing.json `stateRules`):
 * - every other owner on the title signs the deed (and the agreement where they are a borrower);
 * - a spouse who is not on the title signs the deed of trust, consenting to the lien on the homestead,
 *   only where the state's rule says so (`spouseMustSign`; Texas: Art. XVI §50(a)(6)(A) of the Texas Constitution).
 * The sandbox's back office invites each one after the closing signature (sandbox/simulator/closingSteps.ts).
 * Pure, traced.
 */
import type { Decision, TraceStep } from './types/logic.ts';
import type { StateRule } from './pricing.ts';

export interface TitlePerson {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  /** A co-owner who also borrows on the line signs the agreement too. */
  borrower?: unknown;
}

/** The applicant's answers about the title (the application's `answers`, schemas/data/application.schema.json). */
export interface TitleAnswers {
  ownership?: unknown;
  maritalStatus?: unknown;
  spouseOnTitle?: unknown;
  coOwners?: unknown;
  spouse?: unknown;
}

export interface RequiredSignersInput {
  answers: TitleAnswers | null | undefined;
  /** The home's state rule (engine/pricing.ts stateRuleFor), null where the state has none. */
  stateRule?: Pick<StateRule, 'law' | 'spouseMustSign' | 'spouseMustSignLaw'> | null;
  /** The home's state, for the trace. */
  state?: string | null;
  /** The applicant's own e-mail: never invited as someone else. */
  applicantEmail?: string | null;
}

export type SignerRole = 'OWNER' | 'SPOUSE';

export interface RequiredSigner {
  firstName: string;
  lastName: string;
  email: string;
  /** OWNER: on the title; SPOUSE: the applicant's spouse, not on the title, consenting to the lien. */
  role: SignerRole;
  /** What they sign: the deed (the security instrument) always, the agreement when they borrow too. */
  signs: ('agreement' | 'deed')[];
  /** Why, in words staff read (the rule or the answer). */
  reason: string;
}

export interface RequiredSigners {
  signers: RequiredSigner[];
  /** Someone who must sign but whose name or e-mail was not given (the screen asks for both; the back office cannot invite them). */
  unnamed: string[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether the spouse is on the title: by the ownership answer where it says, else by the applicant's own answer. */
function spouseOnTitle(answers: TitleAnswers): { onTitle: boolean; because: string } {
  if (answers.ownership === 'SOLE') return { onTitle: false, because: 'the home is in the applicant\'s name only' };
  if (answers.ownership === 'JOINT_WITH_SPOUSE') return { onTitle: true, because: 'the home is owned jointly with the spouse' };
  return answers.spouseOnTitle === true
    ? { onTitle: true, because: 'the applicant said the spouse is on the title' }
    : { onTitle: false, because: 'the applicant did not say the spouse is on the title' };
}

export function requiredSigners(input: RequiredSignersInput): Decision<RequiredSigners> {
  const answers: TitleAnswers = input.answers ?? {};
  const trace: TraceStep[] = [];
  const signers: RequiredSigner[] = [];
  const unnamed: string[] = [];
  const seen = new Set<string>(input.applicantEmail ? [input.applicantEmail.trim().toLowerCase()] : []);
  const add = (person: unknown, role: SignerRole, who: string, reason: string) => {
    const p = isObject(person) ? person as TitlePerson : {};
    const signer: RequiredSigner = {
      firstName: text(p.firstName), lastName: text(p.lastName), email: text(p.email).toLowerCase(), role,
      signs: role === 'OWNER' && p.borrower === true ? ['agreement', 'deed'] : ['deed'], reason,
    };
    if (!signer.firstName || !signer.lastName || !signer.email) {
      unnamed.push(who);
      trace.push({ kind: 'signer', rule: who, outcome: 'unnamed', note: `${reason}, but no name and e-mail were given` });
      return;
    }
    if (seen.has(signer.email)) {
      trace.push({ kind: 'signer', rule: who, outcome: false, note: `${signer.email} is already signing (or is the applicant)` });
      return;
    }
    seen.add(signer.email);
    signers.push(signer);
    trace.push({ kind: 'signer', rule: who, outcome: role, note: `${signer.firstName} ${signer.lastName} signs the ${signer.signs.join(' and the ')}: ${reason}` });
  };

  const ownership = typeof answers.ownership === 'string' ? answers.ownership : 'unanswered';
  trace.push({ kind: 'title', rule: 'ownership', outcome: ownership });
  if (answers.ownership === 'JOINT_WITH_OTHER') {
    const owners = Array.isArray(answers.coOwners) ? answers.coOwners : [];
    if (owners.length === 0) unnamed.push('coOwners');
    owners.forEach((o, i) => add(o, 'OWNER', `coOwners/${i}`, 'an owner on the title signs the deed'));
  }
  // Owned jointly with the spouse: the spouse is an owner, whatever the marital-status answer says.
  if (answers.ownership === 'JOINT_WITH_SPOUSE') add(answers.spouse, 'OWNER', 'spouse', 'the home is owned jointly with the spouse, who signs the deed');

  const married = answers.maritalStatus === 'MARRIED';
  trace.push({ kind: 'title', rule: 'maritalStatus', outcome: typeof answers.maritalStatus === 'string' ? answers.maritalStatus : 'unanswered' });
  if (married) {
    const { onTitle, because } = spouseOnTitle(answers);
    const where = input.state ? `a home in ${input.state}` : 'the home';
    if (onTitle) trace.push({ kind: 'signer', rule: 'spouse', outcome: false, note: `${because}: the spouse signs as an owner` });
    else if (input.stateRule?.spouseMustSign === true) {
      const law = input.stateRule.spouseMustSignLaw ?? input.stateRule.law;
      add(answers.spouse, 'SPOUSE', 'spouse', `${because}, and ${where} needs the spouse's consent to the lien (${law})`);
    } else trace.push({ kind: 'signer', rule: 'spouse', outcome: false, note: `${because}, and ${where} asks no consent of a spouse who is not on the title` });
  }

  const decided = signers.length ? `${signers.length} to invite` : 'no one else signs';
  trace.push({ kind: 'signers', rule: 'requiredSigners', outcome: signers.length, decided: true, note: decided + (unnamed.length ? `; not named: ${unnamed.join(', ')}` : '') });
  return { result: { signers, unnamed }, trace, decidedBy: 'requiredSigners' };
}

type Obj = Record<string, unknown>;
const objectOf = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/**
 * The context with everyone else who must sign as `otherSigners` (the same decision the back office
 * invites them by, from the application's answers and its state's rule as recorded on `app.stateLaw`),
 * so a screen can say before the applicant signs who signs after them (`{{otherSigners:names}}`).
 * Unchanged where the context has no application.
 */
export function withOtherSigners<C extends { app?: Obj; profile?: Obj; otherSigners?: RequiredSigner[] }>(ctx: C): C {
  if (!ctx.app) return ctx;
  const law = objectOf(ctx.app['stateLaw']);
  const email = ctx.profile?.['email'];
  const decided = requiredSigners({
    answers: objectOf(ctx.app['answers']) as TitleAnswers,
    stateRule: law['spouseMustSign'] === true ? { law: String(law['law'] ?? ''), spouseMustSign: true } : null,
    applicantEmail: typeof email === 'string' ? email : null,
  }).result;
  return { ...ctx, otherSigners: decided.signers };
}
