/**
 * One screen rule in the screen form (ScreenForm.tsx): its condition in words
 * (engine/config/logicWords.ts, the impact table's words for the screen's answers) and, when it is
 * simple (ruleConditions.ts), the condition as comparisons to edit: the answer, picked by its
 * title, the comparison in words and the value (a number box, the field's options, yes or no, or
 * text). A value box keeps what is typed while it is not a value yet and says what is wrong; the
 * condition changes only with a value that is. A condition that is not simple is edited in the JSON
 * view, opened at it.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { logicWords, type WordsContext } from '../../../engine/config/logicWords.ts';
import {
  COMPARISON_OPS, OP_WORDS, addPart, isSimple, newComparison, parseCondition, readNumber, removePart, replacePart, setRuleCondition, valueKind, withField, withOp,
  type AnswerField, type Comparison, type ComparisonOp, type Condition, type Literal,
} from './ruleConditions.ts';
import type { Json, JsonObject } from './screenFields.ts';

interface Props {
  doc: JsonObject;
  index: number;
  rule: JsonObject;
  fields: AnswerField[];
  words: WordsContext;
  onChange(doc: JsonObject): void;
  /** Opens the JSON editor at this rule's condition. */
  onShowJson(): void;
}

function Labelled({ label, children, problem, help }: { label: string; children: (id: string, describedBy: string | undefined) => ReactNode; problem?: string | null | undefined; help?: string | undefined }) {
  const id = useId();
  const describedBy = [problem ? `${id}-problem` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form__row rule__cell">
      <label htmlFor={id}>{label}</label>
      {children(id, describedBy)}
      {problem && <p className="form__problem" id={`${id}-problem`} role="alert">{problem}</p>}
      {help && <p className="form__help" id={`${id}-help`}>{help}</p>}
    </div>
  );
}

/** A box whose text becomes a value only when it reads as one; until then it keeps the text and says what is wrong. */
function DraftBox({ label, value, read, onValue, help, inputMode }: { label: string; value: string; read(text: string): { value: Literal | Literal[] } | { problem: string }; onValue(v: Literal | Literal[]): void; help?: string; inputMode?: 'decimal' | 'text' }) {
  const [draft, setDraft] = useState<string | null>(null);
  const outcome = draft === null ? null : read(draft);
  // A value changed elsewhere (the JSON view, another box) shows, unless the person is mid-way through a wrong one.
  useEffect(() => {
    setDraft((d) => {
      if (d === null) return d;
      const r = read(d);
      return 'value' in r && JSON.stringify(r.value) !== JSON.stringify(readOrNull(read, value)) ? null : d;
    });
  }, [value, read]);
  return (
    <Labelled label={label} problem={outcome && 'problem' in outcome ? outcome.problem : null} help={help}>
      {(id, describedBy) => (
        <input id={id} type="text" inputMode={inputMode} value={draft ?? value} aria-invalid={outcome !== null && 'problem' in outcome} aria-describedby={describedBy}
          onChange={(e) => {
            setDraft(e.target.value);
            const r = read(e.target.value);
            if ('value' in r) onValue(r.value);
          }} />
      )}
    </Labelled>
  );
}

function readOrNull(read: (text: string) => { value: Literal | Literal[] } | { problem: string }, text: string): Literal | Literal[] | null {
  const r = read(text);
  return 'value' in r ? r.value : null;
}

const readOne = (text: string): { value: Literal } | { problem: string } => ({ value: text });
function readNumbers(text: string): { value: number[] } | { problem: string } {
  const items = text.split(/[;\n]|,(?!\d{3}(\D|$))/).map((t) => t.trim()).filter(Boolean);
  if (items.length === 0) return { problem: 'Write at least one number, separated by commas, such as 10, 20.' };
  const out: number[] = [];
  for (const item of items) {
    const r = readNumber(item);
    if ('problem' in r) return r;
    out.push(r.value);
  }
  return { value: out };
}
function readTexts(text: string): { value: string[] } | { problem: string } {
  const items = text.split(',').map((t) => t.trim()).filter(Boolean);
  return items.length ? { value: items } : { problem: 'Write at least one value, separated by commas, such as NY, NJ.' };
}
const readNumberBox = (text: string) => readNumber(text);

function ValueControl({ part, field, onChange }: { part: Comparison; field: AnswerField | undefined; onChange(c: Comparison): void }) {
  const kind = valueKind(part, field);
  const [choiceProblem, setChoiceProblem] = useState<string | null>(null);
  if (kind === 'none') return null;
  const set = (value: Literal | Literal[]) => onChange({ ...part, value });
  const list = Array.isArray(part.value) ? part.value : null;
  const one = Array.isArray(part.value) ? part.value[0] : part.value;
  if (kind === 'choice' && field?.options) {
    const known = field.options;
    const extra = (list ?? [one]).filter((v): v is Literal => v !== undefined && !known.some((o) => o.value === v)).map((v) => ({ value: v, title: `${String(v)} (not an option of this field)` }));
    const options = [...known, ...extra];
    if (list) {
      return (
        <fieldset className="form__options rule__values">
          <legend>Values (any of them)</legend>
          {options.map((o) => (
            <label key={String(o.value)} className="rule__tick">
              <input type="checkbox" checked={list.includes(o.value)} onChange={(e) => {
                const next = e.target.checked ? [...list, o.value] : list.filter((v) => v !== o.value);
                if (next.length === 0) { setChoiceProblem('Tick at least one value: a list with none never holds.'); return; }
                setChoiceProblem(null);
                set(options.filter((x) => next.includes(x.value)).map((x) => x.value));
              }} /> {o.title}
            </label>
          ))}
          {choiceProblem && <p className="form__problem" role="alert">{choiceProblem}</p>}
        </fieldset>
      );
    }
    return (
      <Labelled label="Value">
        {(id) => (
          <select id={id} value={options.findIndex((o) => o.value === one)} onChange={(e) => set(options[Number(e.target.value)]!.value)}>
            {options.map((o, i) => <option key={String(o.value)} value={i}>{o.title}</option>)}
          </select>
        )}
      </Labelled>
    );
  }
  if (kind === 'boolean' && !list) {
    return (
      <Labelled label="Value">
        {(id) => (
          <select id={id} value={one === true ? 'yes' : one === false ? 'no' : ''} onChange={(e) => set(e.target.value === 'yes')}>
            {typeof one !== 'boolean' && <option value="">{String(one)}</option>}
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </select>
        )}
      </Labelled>
    );
  }
  if (kind === 'number') {
    return list
      ? <DraftBox label="Values (any of them)" value={list.join(', ')} read={readNumbers} onValue={set} inputMode="decimal" help="Numbers separated by commas." />
      : <DraftBox label="Value" value={String(one ?? '')} read={readNumberBox} onValue={set} inputMode="decimal" />;
  }
  return list
    ? <DraftBox label="Values (any of them)" value={list.join(', ')} read={readTexts} onValue={set} help="Separated by commas, as the answers store them." />
    : <DraftBox label="Value" value={String(one ?? '')} read={readOne} onValue={set} help="As the answers store it." />;
}

function ComparisonRow({ part, n, ruleName, fields, words, removable, onChange, onRemove }: { part: Comparison; n: number; ruleName: string; fields: AnswerField[]; words: WordsContext; removable: boolean; onChange(c: Comparison): void; onRemove(): void }) {
  const field = fields.find((f) => f.path === part.path);
  const choices = field ? fields : [...fields, { path: part.path, label: logicWords({ var: part.path }, words), type: 'text' as const }];
  const ops: ComparisonOp[] = COMPARISON_OPS.includes(part.op as (typeof COMPARISON_OPS)[number]) ? [...COMPARISON_OPS] : [part.op, ...COMPARISON_OPS];
  return (
    <fieldset className="rule__comparison" data-testid={`comparison-${n}`}>
      <legend>Comparison {n}</legend>
      <Labelled label="Answer">
        {(id) => (
          <select id={id} value={part.path} onChange={(e) => onChange(withField(part, e.target.value, fields.find((f) => f.path === e.target.value)))}>
            {choices.map((f) => <option key={f.path} value={f.path}>{f.label}</option>)}
          </select>
        )}
      </Labelled>
      <Labelled label="Comparison">
        {(id) => (
          <select id={id} value={part.op} onChange={(e) => onChange(withOp(part, e.target.value as ComparisonOp, field))}>
            {ops.map((op) => <option key={op} value={op}>{OP_WORDS[op]}{op === '==' || op === '!=' ? ' (loose, as written)' : ''}</option>)}
          </select>
        )}
      </Labelled>
      <ValueControl part={part} field={field} onChange={onChange} />
      {removable && <button type="button" className="form__remove rule__remove" onClick={onRemove} aria-label={`Remove comparison ${n} of ${ruleName}`}>Remove</button>}
    </fieldset>
  );
}

export function RuleCondition({ doc, index, rule, fields, words, onChange, onShowJson }: Props) {
  const name = String(rule.id ?? `Rule ${index + 1}`);
  const when = rule.when as Json | undefined;
  const condition = parseCondition(when);
  const write = (c: Condition) => onChange(setRuleCondition(doc, index, c));
  const joinId = useId();
  const showJson = (what: string) => <button type="button" onClick={onShowJson} aria-label={`Show it in the JSON editor: ${what} of ${name}`}>Show it in the JSON editor</button>;
  return (
    <div className="rule__condition">
      <p className="rule__words" data-testid="rule-words"><strong>Applies when</strong> {when === undefined ? 'always (it has no condition)' : logicWords(when, words)}.</p>
      {!condition ? (
        <p className="form__note rule__json">This condition is edited in the JSON view. {showJson('the condition')}</p>
      ) : (
        <div className="rule__parts" role="group" aria-label={`Condition of ${name}`}>
          {condition.parts.length > 1 && (
            <div className="form__row">
              <label htmlFor={joinId}>It applies when</label>
              <select id={joinId} value={condition.join ?? 'and'} onChange={(e) => write({ ...condition, join: e.target.value === 'or' ? 'or' : 'and' })}>
                <option value="and">all of these hold</option>
                <option value="or">any of these holds</option>
              </select>
            </div>
          )}
          {condition.parts.map((part, i) => part.kind === 'compare' ? (
            <ComparisonRow key={i} part={part} n={i + 1} ruleName={name} fields={fields} words={words} removable={condition.parts.filter((p) => p.kind === 'compare').length > 1}
              onChange={(c) => write(replacePart(condition, i, c))} onRemove={() => write(removePart(condition, i))} />
          ) : (
            <div key={i} className="rule__fixed" data-testid={`fixed-${i + 1}`}>
              <p><strong>Part {i + 1}:</strong> {logicWords(part.logic, words)}. <span className="form__help">This part is edited in the JSON view.</span> {showJson(`part ${i + 1} of the condition`)}</p>
            </div>
          ))}
          <button type="button" aria-label={`Add a comparison to ${name}`} onClick={() => write(addPart(condition, newComparison(fields, condition.parts.find((p): p is Comparison => p.kind === 'compare')?.path ?? 'form')))}>Add a comparison</button>
          {!isSimple(condition) && <p className="form__help">The comparisons are edited here; the other parts stay as they are written.</p>}
        </div>
      )}
    </div>
  );
}
