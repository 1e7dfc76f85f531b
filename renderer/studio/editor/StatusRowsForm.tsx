/**
 * The journey's status table (000 §4.3, `statusRouting.rows`) as a form: each row's statuses,
 * condition, route and progress step are picked from what the journey declares (statusRows.ts
 * statusChoices), rows are added, moved (they are tried in order) and removed. Every change is a
 * pure transform of the journey's JSON, checked and weighed by the editor like typed JSON.
 */
import { useId, useState } from 'react';
import { addRow, addStatus, moveRow, newRowId, newStatusProblems, removeRow, rowCondition, rowRoute, rowStep, rowsOf, STATUS_GROUPS, statusChoices, statusDescriptions, updateRow, type StatusChoices, type StatusGroup } from './statusRows.ts';
import type { JsonObject } from './screenFields.ts';

const STEP_MACHINE = '';

function Pick({ label, value, options, onChange, extra }: { label: string; value: string; options: { value: string; label: string; disabled?: boolean }[]; onChange(v: string): void; extra?: string }) {
  const id = useId();
  return (
    <div className="form__row">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => <option key={o.value} value={o.value} disabled={o.disabled}>{o.label}</option>)}
      </select>
      {extra && <p className="form__help">{extra}</p>}
    </div>
  );
}

// Each choice in the journey's own words (its descriptions), with the name the file uses after it.
const routeOptions = (c: StatusChoices) => [{ value: STEP_MACHINE, label: 'Where the step machine says (by the application\'s answers)' }, ...c.routes.map((r) => ({ value: r, label: c.words.routes[r] ? `${c.words.routes[r]} (${r.replace('/:uuid', '')})` : r.replace('/:uuid', '') }))];
const stepCount = (c: StatusChoices) => new Set(c.steps.filter((s) => !s.terminal && s.value !== undefined).map((s) => s.value)).size;
const stepLabel = (c: StatusChoices, s: StatusChoices['steps'][number]) =>
  s.terminal === 'finished' ? `Finished: every step shows as done (${s.id})`
    : s.terminal ? `Stopped: the application ended, no stepper (${s.id})`
      : s.value !== undefined ? `Step ${s.value + 1} of ${stepCount(c)}: ${s.label} (${s.id})` : `${s.label} (${s.id})`;
const stepOptions = (c: StatusChoices) => [{ value: STEP_MACHINE, label: 'The step machine\'s step' }, ...c.steps.map((s) => ({ value: s.id, label: stepLabel(c, s) }))];
const conditionOptions = (c: StatusChoices) => c.conditions.map((name) => ({ value: name, label: c.words.conditions[name] ? `${c.words.conditions[name]} (${name})` : name }));
/** What the progress choice shows the applicant. */
const STEP_HINT = 'The applicant\'s stepper shows this step as the current one and every step before it as done, whatever they have answered: choose the step they are really at.';

function Row({ journey, row, index, count, choices, onChange }: { journey: JsonObject; row: JsonObject; index: number; count: number; choices: StatusChoices; onChange(doc: JsonObject): void }) {
  const id = String(row.id ?? `row ${index + 1}`);
  const statuses = Array.isArray(row.statuses) ? row.statuses.filter((s): s is string => typeof s === 'string') : [];
  const condition = rowCondition(row);
  const idBox = useId();
  return (
    <li className="form__card" data-testid={`status-row-${id}`}>
      <div className="form__card-head">
        <h4><span className="form__number">{index + 1}.</span> {statuses.length ? statuses.join(', ') : 'Any status'} → {rowRoute(row)?.replace('/:uuid', '') ?? 'step machine'} <span className="form__kind">{id}</span></h4>
        <div className="form__buttons">
          <button type="button" onClick={() => onChange(moveRow(journey, index, -1))} disabled={index === 0} aria-label={`Move row ${id} up`}>↑ Up</button>
          <button type="button" onClick={() => onChange(moveRow(journey, index, 1))} disabled={index === count - 1} aria-label={`Move row ${id} down`}>↓ Down</button>
          <button type="button" className="form__remove" onClick={() => { if (window.confirm(`Remove the row ${id}?`)) onChange(removeRow(journey, index)); }} aria-label={`Remove row ${id}`}>Remove</button>
        </div>
      </div>
      <details>
        <summary>Edit row {id}</summary>
        <div className="form__row">
          <span className="form__label">Statuses</span>
          <ul className="form__chips" aria-label={`Statuses of row ${id}`}>
            {statuses.length === 0 && <li className="form__help">Any status (the condition decides)</li>}
            {statuses.map((s) => (
              <li key={s} className="form__chip">{s} <button type="button" aria-label={`Remove ${s} from row ${id}`} onClick={() => onChange(updateRow(journey, index, { statuses: statuses.filter((x) => x !== s) }))}>×</button></li>
            ))}
          </ul>
          <select aria-label={`Add a status to row ${id}`} value="" onChange={(e) => { if (e.target.value) onChange(updateRow(journey, index, { statuses: [...statuses, e.target.value] })); }}>
            <option value="">Add a status…</option>
            {choices.statuses.filter((s) => !statuses.includes(s)).map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        </div>
        <Pick label="Only when" value={condition.kind === 'named' ? condition.name : condition.kind === 'custom' ? '#custom' : ''}
          options={[{ value: '', label: 'Always' }, ...conditionOptions(choices), ...(condition.kind === 'custom' ? [{ value: '#custom', label: 'A rule written in JSON', disabled: true }] : [])]}
          extra={condition.kind === 'custom' ? 'This row\'s condition is a rule written in JSON: choosing a named condition replaces it; to change the rule itself, use the JSON editor.' : undefined}
          onChange={(v) => onChange(updateRow(journey, index, { condition: v || null }))} />
        <Pick label="Sends the applicant to" value={rowRoute(row) ?? STEP_MACHINE} options={routeOptions(choices)} onChange={(v) => onChange(updateRow(journey, index, { route: v || null }))} />
        <Pick label="Progress step shown" value={rowStep(row) ?? STEP_MACHINE} options={stepOptions(choices)} onChange={(v) => onChange(updateRow(journey, index, { step: v || null }))} extra={STEP_HINT} />
        <div className="form__row">
          <label htmlFor={idBox}>Row name (shown in traces)</label>
          <input id={idBox} type="text" value={id} onChange={(e) => onChange(updateRow(journey, index, { id: e.target.value }))} />
        </div>
        {typeof row.description === 'string' && <p className="form__help">{row.description}</p>}
      </details>
    </li>
  );
}

/**
 * A new status for the vocabulary (`statusRouting.vocabulary` of the journey, the one place it is
 * declared): its name as the server sends it, its group and what it means. Once added, the row
 * pickers offer it; a settled or stop-polling status then needs its row (Problems says so).
 */
function AddStatus({ journey, onChange }: { journey: JsonObject; onChange(doc: JsonObject): void }) {
  const [status, setStatus] = useState('');
  const [group, setGroup] = useState<StatusGroup>('routed');
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const nameId = useId();
  const descriptionId = useId();
  const problems = newStatusProblems(journey, status, description);
  const shown = tried || status !== '' ? problems : {};
  return (
    <fieldset className="form__add" data-testid="add-status">
      <legend>Add a status to the vocabulary</legend>
      <p className="form__help">For a status the lender's back office has started to send. It is added to the journey's status vocabulary, then offered in the rows below.</p>
      <div className="form__row">
        <label htmlFor={nameId}>New status</label>
        <input id={nameId} type="text" value={status} spellCheck={false} autoCapitalize="characters" placeholder="e.g. TITLE_REVIEW"
          onChange={(e) => { setStatus(e.target.value.trim()); setAdded(null); }} aria-invalid={shown.status !== undefined} aria-describedby={shown.status ? `${nameId}-error` : undefined} />
        {shown.status && <p className="form__problem" id={`${nameId}-error`}>{shown.status}</p>}
      </div>
      <Pick label="What the app does with it" value={group} options={STATUS_GROUPS.map((g) => ({ value: g.id, label: g.label }))} onChange={(v) => setGroup(v as StatusGroup)} extra={STATUS_GROUPS.find((g) => g.id === group)?.help} />
      <div className="form__row">
        <label htmlFor={descriptionId}>What it means, and why it is added</label>
        <textarea id={descriptionId} rows={2} value={description} onChange={(e) => { setDescription(e.target.value); setAdded(null); }} aria-invalid={tried && problems.description !== undefined} aria-describedby={tried && problems.description ? `${descriptionId}-error` : undefined} />
        {tried && problems.description && <p className="form__problem" id={`${descriptionId}-error`}>{problems.description}</p>}
      </div>
      <button type="button" className="form__primary" onClick={() => {
        setTried(true);
        if (problems.status || problems.description) return;
        onChange(addStatus(journey, { status, group, description }));
        setAdded(`${status} is in the vocabulary now${group === 'keepPolling' ? '.' : ': add a row for it below, or Problems says it has none.'}`);
        setStatus(''); setDescription(''); setTried(false);
      }}>Add status</button>
      {added && <p className="form__help" role="status" data-testid="status-added">{added}</p>}
    </fieldset>
  );
}

function AddRow({ journey, choices, onChange }: { journey: JsonObject; choices: StatusChoices; onChange(doc: JsonObject): void }) {
  const [status, setStatus] = useState('');
  const [route, setRoute] = useState(choices.routes[0] ?? '');
  const [step, setStep] = useState(choices.steps[0]?.id ?? '');
  const [condition, setCondition] = useState('');
  const [position, setPosition] = useState('end');
  const rows = rowsOf(journey);
  const descriptions = statusDescriptions(journey);
  return (
    <fieldset className="form__add" data-testid="add-row">
      <legend>Add a row</legend>
      <Pick label="Status" value={status} options={[{ value: '', label: 'Choose a status…' }, ...choices.statuses.map((s) => ({ value: s, label: s }))]} onChange={setStatus} extra={descriptions[status]} />
      <Pick label="Only when" value={condition} options={[{ value: '', label: 'Always' }, ...conditionOptions(choices)]} onChange={setCondition} />
      <Pick label="Sends the applicant to" value={route} options={routeOptions(choices).slice(1)} onChange={setRoute} />
      <Pick label="Progress step shown" value={step} options={stepOptions(choices).slice(1)} onChange={setStep} extra={STEP_HINT} />
      <Pick label="Place in the table" value={position} options={[{ value: 'end', label: 'At the end (tried last)' }, { value: 'start', label: 'At the top (tried first)' }, ...rows.map((r, i) => ({ value: String(i), label: `Before row ${i + 1} (${String(r.id)})` }))]} onChange={setPosition} />
      <button type="button" className="form__primary" disabled={!status} onClick={() => {
        const at = position === 'end' ? undefined : position === 'start' ? 0 : Number(position);
        const id = status.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
        const taken = rows.some((r) => r.id === id);
        onChange(addRow(journey, { id: taken ? newRowId(journey) : id, statuses: [status], route, step, condition: condition || null }, at));
        // The next row starts unconditional again: a condition carried over unseen would narrow it.
        setStatus(''); setCondition('');
      }}>Add row</button>
    </fieldset>
  );
}

export function StatusRowsForm({ journey, onChange }: { journey: JsonObject; onChange(doc: JsonObject): void }) {
  const choices = statusChoices(journey);
  const rows = rowsOf(journey);
  return (
    <div className="form" data-testid="status-form">
      <section className="form__section">
        <h3>Status table: where each server status sends the applicant</h3>
        <p className="form__help">Rows are tried from the top; the first whose status matches and whose condition holds decides. The impact table shows which applicants a change would send elsewhere, before you save.</p>
        <AddStatus journey={journey} onChange={onChange} />
        <AddRow journey={journey} choices={choices} onChange={onChange} />
        <ol className="form__cards">
          {rows.map((row, i) => <Row key={`${i}:${String(row.id)}`} journey={journey} row={row} index={i} count={rows.length} choices={choices} onChange={onChange} />)}
        </ol>
      </section>
    </div>
  );
}
