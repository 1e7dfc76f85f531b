/**
 * Create a partner brand (/studio/brands, issue 16 item 5): the lender's names, licensing and
 * contact data, legal links, colours with their WCAG contrast where the app draws text with them,
 * the logo, and the behaviour switches the brand meta-schema lists. Every answer is checked by the
 * sandbox as staff type (journey validate with the file in place); the whole gallery can be seen
 * under the brand before it is saved; saving writes the brand file and the logo, both or neither.
 */
import { PricingFacts } from './PricingFacts.tsx';
import { useEffect, useMemo, useRef, useState } from 'react';
import { studioUrl } from '../studioApi.ts';
import { brandsApi, type BrandCheck, type CreatorData } from './brandsApi.ts';
import { COLOURS, FIELD_GROUPS, describe, fieldId, valueAt, withValue } from './brandFields.ts';
import { ContrastTable } from './ContrastTable.tsx';
import { BehaviourSwitches } from './BehaviourSwitches.tsx';
import { LogoInput, type LogoUpload } from './LogoInput.tsx';
import { FooterFields, LicensedStates } from './FooterAndLicences.tsx';

type Answers = Record<string, unknown>;
type SaveState = { kind: 'idle' } | { kind: 'busy'; what: string } | { kind: 'saved'; files: string[]; orgCode: string } | { kind: 'drafted'; message: string } | { kind: 'failed'; message: string };

/**
 * What the form starts from: an existing brand's own answers, or for a new one the defaults'
 * product name, NMLS link, support line, colours, switches, footer and disclosure, and no licensed
 * state until staff choose them.
 */
function startingAnswers(data: CreatorData): Answers {
  if (data.editing) return data.editing.answers;
  const d = data.defaults;
  let a: Answers = { orgCode: '', names: { companyName: '', companyNameShort: '', companyProduct: valueAt(d, '/names/companyProduct') ?? '' } };
  for (const p of ['/companyNmlsURL', '/support/phone/number', '/colors', '/behaviour', '/footer/disclosureCopy', '/footer/footerImage', '/legal/privacyLinkIsExternal', '/publicFeatureToggles']) a = withValue(a, p, valueAt(d, p));
  // Licensed nowhere until staff choose: a lender's licences are its own (the usual list is a button).
  return { ...withValue(a, '/footer/extraLinks', []), licensedStates: [] };
}

/** Every field's pointer: a problem links to the field it is about (the nearest one above it). */
const FIELDS = [...FIELD_GROUPS.flatMap((g) => g.fields.map((f) => f.pointer)), ...COLOURS.map((c) => `/colors/${c}`), '/logoUrl', '/footer/footerImage', '/footer/extraLinks', '/licensedStates'];
const anchorOf = (pointer: string) => FIELDS.filter((f) => pointer === f || pointer.startsWith(`${f}/`)).sort((a, b) => b.length - a.length)[0] ?? pointer;

export function BrandCreator({ data, token }: { data: CreatorData; token: string | undefined }) {
  const api = useMemo(() => brandsApi(token), [token]);
  const [answers, setAnswers] = useState<Answers>(() => startingAnswers(data));
  const [logo, setLogo] = useState<LogoUpload | null>(null);
  const [check, setCheck] = useState<BrandCheck | null>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [preview, setPreview] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  // What the change does and why: the commit's message, the title History gives it (as the editor's save dialog asks).
  const [message, setMessage] = useState('');
  // A change that closes or opens the lender's registration is saved once staff confirm what it does (the words they confirmed).
  const [confirmedGates, setConfirmedGates] = useState<string | null>(null);
  const gates = check?.gates ?? [];
  const gatesConfirmed = gates.length === 0 || confirmedGates === gates.join('\n');
  const run = useRef(0);
  const editing = data.editing?.orgCode;
  const body = useMemo(() => ({ brand: answers, logo: logo?.data ?? null, ...(editing ? { editing } : {}) }), [answers, logo, editing]);

  // Every change is checked by the sandbox (the latest answer wins).
  useEffect(() => {
    const mine = ++run.current;
    const timer = setTimeout(() => {
      api.check(body).then((c) => { if (run.current === mine) setCheck(c); }).catch((e: Error) => { if (run.current === mine) setSave({ kind: 'failed', message: e.message }); });
    }, 300);
    return () => clearTimeout(timer);
  }, [api, body]);

  const set = (pointer: string, value: unknown) => {
    setAnswers((a) => withValue(a, pointer, value));
    setTouched((t) => new Set(t).add(pointer));
    if (save.kind === 'saved' || save.kind === 'drafted' || save.kind === 'failed') setSave({ kind: 'idle' });
  };
  const problemsAt = (pointer: string) => (check?.problems ?? []).filter((p) => p.pointer === pointer || p.pointer.startsWith(`${pointer}/`));
  // A field's problem shows once staff have been there, or once they try to save or preview.
  const [tried, setTried] = useState(false);
  const shown = (pointer: string) => (tried || touched.has(pointer) ? problemsAt(pointer) : []);

  const onPreview = async () => {
    setTried(true);
    setSave({ kind: 'busy', what: 'Preparing the preview…' });
    try {
      const answer = await api.preview(body);
      setCheck(answer);
      setPreview(studioUrl('/studio/gallery', { draft: answer.draft, brand: answer.orgCode, journey: 'register' }, token));
      setSave({ kind: 'idle' });
    } catch (e) {
      setSave({ kind: 'failed', message: (e as Error).message });
    }
  };
  const onSave = async () => {
    setTried(true);
    if (!check?.valid) { setSave({ kind: 'failed', message: 'Fix the problems listed above first.' }); return; }
    if (!message.trim() && data.repository) { setSave({ kind: 'failed', message: 'Write what the change does and why: it is the title History gives this change.' }); return; }
    if (!gatesConfirmed) { setSave({ kind: 'failed', message: 'Read what this change does for applicants (under Checks) and confirm it first.' }); return; }
    setSave({ kind: 'busy', what: 'Checking and saving…' });
    try {
      const sent = { ...body, ...(message.trim() ? { message: message.trim() } : {}), ...(gates.length > 0 ? { confirmGates: true } : {}) };
      const answer: { saved: string[]; orgCode: string; draft?: { message: string } } = editing ? await api.change(editing, sent) : await api.save(sent);
      setMessage('');
      // An editor's change of a brand waits for a publisher (sandbox/routes/studioBrands.ts brandDraft).
      if (answer.draft) setSave({ kind: 'drafted', message: answer.draft.message });
      else setSave({ kind: 'saved', files: answer.saved, orgCode: answer.orgCode });
    } catch (e) {
      setSave({ kind: 'failed', message: (e as Error).message });
    }
  };

  // An existing brand that leaves a field to the defaults shows the defaults' value, greyed, in the empty field.
  const inherited = (pointer: string) => { const v = editing ? valueAt(data.defaults, pointer) : undefined; return typeof v === 'string' ? `From the defaults: ${v}` : undefined; };
  const problems = check?.problems ?? [];
  const colours = (answers.colors ?? {}) as Record<string, string>;
  const input = (pointer: string, label: string, type = 'text', hint?: string) => {
    const own = shown(pointer);
    const id = fieldId(pointer);
    const help = hint ?? describe(data.meta, pointer);
    const describedBy = [help ? `${id}-hint` : '', own.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className="brand-form__field" key={pointer}>
        <label htmlFor={id}>{label}</label>
        {help && <p className="brand-form__hint" id={`${id}-hint`}>{help}</p>}
        {pointer === '/orgCode' && editing ? (
          <input id={id} value={editing} readOnly aria-describedby={describedBy} />
        ) : type === 'textarea' ? (
          <textarea id={id} rows={6} value={String(valueAt(answers, pointer) ?? '')} onChange={(e) => set(pointer, e.target.value)} aria-invalid={own.length > 0} aria-describedby={describedBy} placeholder={inherited(pointer)} />
        ) : (
          <input
            id={id} type={type} value={String(valueAt(answers, pointer) ?? '')} onChange={(e) => set(pointer, e.target.value)} aria-invalid={own.length > 0} aria-describedby={describedBy} placeholder={inherited(pointer)}
            {...(pointer === '/orgCode' ? { autoCapitalize: 'characters', spellCheck: false } : {})}
          />
        )}
        {own.length > 0 && <p className="brand-form__error" id={`${id}-error`}>{own.map((p) => p.message).join(' ')}</p>}
      </div>
    );
  };

  return (
    <main className="brand-creator">
      <p><a href={studioUrl('/studio', {}, token)}>Studio</a></p>
      <h1>{editing ? `Change ${editing}` : 'Add a brand'}</h1>
      <p className="studio-home__lead">{editing
        ? <>The brand <code>brands/{editing}.json</code> in the same form. Every answer is checked as you type, by the same checks as <code>journey validate</code>; what the form does not show (its own wording, services) is kept.</>
        : <>A partner lender's brand, made from the defaults (<code>brands/_defaults.json</code>). Every answer is checked as you type, by the same checks as <code>journey validate</code>. Preview every screen in it before you save; once saved, the lender's pages work at once.</>}</p>
      <BrandSwitcher brands={data.brands} editing={editing} token={token} />
      <form className="brand-form" onSubmit={(e) => { e.preventDefault(); void onSave(); }} noValidate>
        {FIELD_GROUPS.map((g) => (
          <fieldset key={g.title} className="brand-form__group">
            <legend>{g.title}</legend>
            {g.fields.map((f) => input(f.pointer, f.label, f.type, f.hint))}
          </fieldset>
        ))}
        <fieldset className="brand-form__group">
          <legend>Colours</legend>
          <p className="brand-form__hint">{describe(data.meta, '/colors')}</p>
          <div className="brand-form__colours">
            {COLOURS.map((key) => {
              const pointer = `/colors/${key}`;
              const own = shown(pointer);
              return (
                <div className="brand-form__field" key={key}>
                  <label htmlFor={fieldId(pointer)}>{key[0]!.toUpperCase() + key.slice(1)}</label>
                  <p className="brand-form__hint" id={`${fieldId(pointer)}-hint`}>{describe(data.meta, pointer)}</p>
                  <span className="brand-form__colour">
                    <input type="color" aria-label={`${key} colour picker`} value={/^#[0-9a-fA-F]{6}$/.test(colours[key] ?? '') ? colours[key] : '#000000'} onChange={(e) => set(pointer, e.target.value.toUpperCase())} />
                    <input id={fieldId(pointer)} value={colours[key] ?? ''} placeholder={inherited(pointer)} onChange={(e) => set(pointer, e.target.value)} aria-describedby={`${fieldId(pointer)}-hint`} aria-invalid={own.length > 0} spellCheck={false} />
                  </span>
                  {own.length > 0 && <p className="brand-form__error">{own.map((p) => p.message).join(' ')}</p>}
                </div>
              );
            })}
          </div>
          <ContrastTable rows={check?.contrast ?? []} onUse={(key, color) => set(`/colors/${key}`, color)} />
        </fieldset>
        <fieldset className="brand-form__group">
          <legend>Logo</legend>
          {data.editing?.logoUrl && !logo && <p className="brand-form__logo">Current logo, kept unless you choose another: <img src={data.editing.logoUrl} alt={`${editing}'s logo`} /></p>}
          <LogoInput logo={logo} onChange={(l) => { setLogo(l); setTouched((t) => new Set(t).add('/logoUrl')); }} problems={shown('/logoUrl').map((p) => p.message)} />
        </fieldset>
        <FooterFields meta={data.meta} answers={answers} set={set} problemsAt={(p) => shown(p).map((x) => x.message)} />
        <LicensedStates answers={answers} states={data.states} set={set} problemsAt={(p) => shown(p).map((x) => x.message)} {...(data.editing ? {} : { usual: data.defaultLicensedStates })} />
        <PricingFacts pricing={data.pricing} />
        <fieldset className="brand-form__group">
          <legend>Behaviour</legend>
          <BehaviourSwitches meta={data.meta} values={(answers.behaviour ?? {}) as Record<string, unknown>} onChange={(key, value) => set(`/behaviour/${key}`, value)} />
        </fieldset>

        <section className="brand-form__summary" aria-labelledby="brand-checks">
          <h2 id="brand-checks">Checks</h2>
          <div data-testid="brand-problems" aria-live="polite">
            {!check ? <p>Checking…</p> : problems.length === 0 ? <p className="editor__ok">No problems: journey validate passes with this brand.</p> : (
              <>
                <p>{problems.length === 1 ? 'One thing to fix before saving:' : `${problems.length} things to fix before saving:`}</p>
                <ul>{problems.map((p, i) => <li key={i}><a href={`#${fieldId(anchorOf(p.pointer))}`}><code>{p.pointer}</code></a> {p.message}</li>)}</ul>
              </>
            )}
          </div>
          {gates.length > 0 && (
            <div className="brand-form__gates" role="alert" data-testid="brand-gates">
              <p><strong>This change decides who can apply.</strong> As soon as it is saved:</p>
              <ul>{gates.map((g) => <li key={g}>{g}</li>)}</ul>
              <div className="brand-form__switch">
                <input id="brand-confirm-gates" type="checkbox" checked={gatesConfirmed} onChange={(e) => setConfirmedGates(e.target.checked ? gates.join('\n') : null)} />
                <label htmlFor="brand-confirm-gates">I have read what this does for applicants: save it</label>
              </div>
            </div>
          )}
          <div className="brand-form__field">
            <label htmlFor="brand-message">What does the change do, and why?</label>
            <p className="brand-form__hint" id="brand-message-hint">{data.repository ? 'The commit\'s message: History lists the change under it, and a publisher reads it before approving a draft.' : 'Kept with the change (this config is not a git repository, so the save is not a commit).'}</p>
            <textarea id="brand-message" rows={2} value={message} onChange={(e) => setMessage(e.target.value)} aria-describedby="brand-message-hint" placeholder={editing ? `e.g. ${editing} pauses new applications while it moves systems` : 'e.g. Add the lender, licensed in the states it lends in'} />
          </div>
          <div className="brand-form__actions">
            <button type="button" onClick={() => void onPreview()} disabled={save.kind === 'busy'}>Preview every screen</button>
            <button type="submit" className="editor__save" disabled={save.kind === 'busy'}>{editing ? 'Save changes' : 'Save brand'}</button>
          </div>
          <p role="status" data-testid="brand-save-state">
            {save.kind === 'busy' && save.what}
            {save.kind === 'failed' && `Not saved: ${save.message}`}
            {save.kind === 'drafted' && <>Saved as a draft for review: "{save.message}". A publisher approves it in <a href={studioUrl('/studio/history', {}, token)}>History</a>; until then the lender's pages are as they were.</>}
            {save.kind === 'saved' && <>Saved {save.files.length > 1 ? `${save.files.slice(0, -1).join(', ')} and ${save.files.at(-1)}` : save.files[0]}. The lender's applicants start at <a href={`/account/heloc/register-v2?org=${save.orgCode}`}>/account/heloc/register-v2?org={save.orgCode}</a>.</>}
          </p>
        </section>
      </form>
      {preview && (
        <section className="brand-preview" aria-labelledby="brand-preview">
          <h2 id="brand-preview">Preview: every screen in this brand</h2>
          <p><a href={preview} target="_blank" rel="noreferrer" data-testid="brand-preview-link">Open the gallery in this brand</a> (all journeys, both widths). Below: registration.</p>
          <iframe title="The gallery in the new brand" src={preview} className="brand-preview__frame" />
        </section>
      )}
    </main>
  );
}

/** Open an existing brand in this form, or start a new one. */
function BrandSwitcher({ brands, editing, token }: { brands: CreatorData['brands']; editing: string | undefined; token: string | undefined }) {
  return (
    <nav className="brand-switcher" aria-label="Brands">
      <label htmlFor="brand-switcher">Change an existing brand</label>
      <select id="brand-switcher" value={editing ?? ''} onChange={(e) => { window.location.href = studioUrl('/studio/brands', { org: e.target.value || undefined }, token); }}>
        <option value="">A new brand</option>
        {brands.map((b) => <option key={b.orgCode} value={b.orgCode}>{b.name} ({b.orgCode})</option>)}
      </select>
    </nav>
  );
}
