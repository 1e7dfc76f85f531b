/**
 * The brand form's footer and licensing parts: the equal-housing image, where the privacy policy
 * opens, the credit union logo, the footer's extra links (added, changed, removed), and the states
 * the lender is licensed in (the address step refuses a property elsewhere; the footer names them).
 * Every hint is the brand meta-schema's description of the field.
 */
import type { SchemaNode } from './brandsApi.ts';
import { describe, fieldId, valueAt } from './brandFields.ts';

type Answers = Record<string, unknown>;
interface Link { label: string; url: string }

/** The equal-housing images the footer draws (FooterImage in the shell). */
const FOOTER_IMAGES = [['EHL', 'Equal Housing Lender'], ['EOL', 'Equal Opportunity Lender'], ['EHO', 'Equal Housing Opportunity']] as const;

interface Props {
  meta: Record<string, SchemaNode>;
  answers: Answers;
  states: { code: string; title: string }[];
  set: (pointer: string, value: unknown) => void;
  problemsAt: (pointer: string) => string[];
}

function Check({ pointer, label, meta, answers, set }: { pointer: string; label: string } & Pick<Props, 'meta' | 'answers' | 'set'>) {
  const id = fieldId(pointer);
  const hint = describe(meta, pointer);
  return (
    <div className="brand-form__switch">
      <input id={id} type="checkbox" checked={valueAt(answers, pointer) === true} onChange={(e) => set(pointer, e.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id}>{label}</label>
      {hint && <p className="brand-form__hint" id={`${id}-hint`}>{hint}</p>}
    </div>
  );
}

export function FooterFields({ meta, answers, set, problemsAt }: Omit<Props, 'states'>) {
  const image = fieldId('/footer/footerImage');
  const links = (Array.isArray(valueAt(answers, '/footer/extraLinks')) ? valueAt(answers, '/footer/extraLinks') : []) as Link[];
  const setLink = (i: number, key: keyof Link, value: string) => set('/footer/extraLinks', links.map((l, j) => (j === i ? { ...l, [key]: value } : l)));
  const linkProblems = problemsAt('/footer/extraLinks');
  return (
    <fieldset className="brand-form__group">
      <legend>Footer</legend>
      <div className="brand-form__field">
        <label htmlFor={image}>Equal housing image</label>
        <p className="brand-form__hint" id={`${image}-hint`}>{describe(meta, '/footer/footerImage')}</p>
        <select id={image} value={String(valueAt(answers, '/footer/footerImage') ?? 'EHL')} onChange={(e) => set('/footer/footerImage', e.target.value)} aria-describedby={`${image}-hint`}>
          {FOOTER_IMAGES.map(([v, words]) => <option key={v} value={v}>{words} ({v})</option>)}
        </select>
      </div>
      <Check pointer="/legal/privacyLinkIsExternal" label="Privacy policy opens on the lender's site" meta={meta} answers={answers} set={set} />
      <Check pointer="/publicFeatureToggles/creditUnionAdministrationLogo" label="Credit union insurance logo" meta={meta} answers={answers} set={set} />
      <div className="brand-form__links">
        <h3 id="extra-links">Extra footer links</h3>
        <p className="brand-form__hint">{describe(meta, '/footer/extraLinks')}</p>
        {links.length === 0 && <p>None.</p>}
        <ul aria-labelledby="extra-links">
          {links.map((l, i) => (
            <li key={i} className="brand-form__link">
              <span className="brand-form__field"><label htmlFor={`extra-link-${i}-label`}>Link {i + 1} text</label><input id={`extra-link-${i}-label`} value={l.label ?? ''} onChange={(e) => setLink(i, 'label', e.target.value)} /></span>
              <span className="brand-form__field"><label htmlFor={`extra-link-${i}-url`}>Link {i + 1} address</label><input id={`extra-link-${i}-url`} type="url" value={l.url ?? ''} onChange={(e) => setLink(i, 'url', e.target.value)} placeholder="https://" /></span>
              <button type="button" onClick={() => set('/footer/extraLinks', links.filter((_, j) => j !== i))}>Remove link {i + 1}</button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => set('/footer/extraLinks', [...links, { label: '', url: '' }])}>Add a link</button>
        {linkProblems.length > 0 && <p className="brand-form__error" id={fieldId('/footer/extraLinks')}>{linkProblems.join(' ')}</p>}
      </div>
    </fieldset>
  );
}

/**
 * `usual`: the list most lenders here are licensed in (the sandbox's licence file for a new brand),
 * offered as a button and never chosen for the lender without a click: licensing is the lender's own.
 */
export function LicensedStates({ answers, states, set, problemsAt, usual }: Omit<Props, 'meta'> & { usual?: string[] }) {
  const chosen = new Set((Array.isArray(answers.licensedStates) ? answers.licensedStates : []) as string[]);
  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code); else next.delete(code);
    set('/licensedStates', states.map((s) => s.code).filter((c) => next.has(c)));
  };
  const own = problemsAt('/licensedStates');
  return (
    <fieldset className="brand-form__group" id={fieldId('/licensedStates')} aria-describedby="licensed-hint">
      <legend>Licensed states</legend>
      <p className="brand-form__hint" id="licensed-hint">The states the lender is licensed to lend in ({chosen.size ? `${chosen.size} chosen` : 'none chosen yet: choose them from the lender\'s licences'}). A property elsewhere is refused on the first step in words that name the lender, and the footer lists these states.</p>
      <p className="brand-form__states-actions">
        {usual && usual.length > 0 && <button type="button" onClick={() => set('/licensedStates', states.map((s) => s.code).filter((c) => usual.includes(c)))}>Choose the usual {usual.length} states</button>}
        <button type="button" onClick={() => set('/licensedStates', states.map((s) => s.code))}>Choose all</button>
        <button type="button" onClick={() => set('/licensedStates', [])}>Clear</button>
      </p>
      <div className="brand-form__states">
        {states.map((s) => (
          <label key={s.code} className="brand-form__state"><input type="checkbox" checked={chosen.has(s.code)} onChange={(e) => toggle(s.code, e.target.checked)} /> {s.title} ({s.code})</label>
        ))}
      </div>
      {own.length > 0 && <p className="brand-form__error">{own.join(' ')}</p>}
    </fieldset>
  );
}
