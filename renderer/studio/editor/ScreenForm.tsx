/**
 * A screen file as a form (schemas/meta/screen.schema.json): the screen's words, its fields (label,
 * help, placeholder, options, required and their messages), adding, moving and removing a field,
 * and its rules: each one's condition in words, edited as comparisons when it is simple
 * (RuleCondition.tsx), and its message. Every change goes through screenFields.ts, a pure transform of the
 * file's JSON; the editor then checks, previews and weighs the impact of the new text as it does
 * for typed JSON. The help under each box is the meta-schema's own description where it has one.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { formWords } from '../../../engine/config/logicWords.ts';
import { RuleCondition } from './RuleCondition.tsx';
import { answerFields } from './ruleConditions.ts';
import { placeholderWords } from './placeholderWords.ts';
import type { Logic } from '../../../engine/index.ts';
import {
  FIELD_KINDS, KIND_LABELS, addField, copyText, fieldName, fieldsOf, moveField, newFieldProblem, optionsOf, removeField,
  requiredMessage, setCopy, setFieldSchema, setFieldUi, setOptions, setRequired, setRequiredText, setRuleMessage,
  type FieldKind, type FieldView, type Json, type JsonObject,
} from './screenFields.ts';

interface Props {
  file: string;
  doc: JsonObject;
  /** The screen meta-schema: its descriptions explain the boxes. */
  meta: Record<string, unknown>;
  /** The screen's schema as loaded, shared fields resolved (the editor's checked drafts), for the answers' titles; else the file's own. */
  screenSchema?: unknown;
  onChange(doc: JsonObject): void;
  /** Opens the JSON editor at a place of the file (a JSON path). */
  onShowJson(path: (string | number)[]): void;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function describe(meta: Record<string, unknown>, ...path: string[]): string | undefined {
  let node: unknown = meta;
  for (const key of path) node = isObject(node) ? (isObject(node.properties) ? node.properties[key] : undefined) : undefined;
  return isObject(node) && typeof node.description === 'string' ? node.description.split(/(?<=\.)\s/)[0] : undefined;
}

/** A labelled text box that writes on every keystroke. */
function Text({ label, value, onChange, help, multiline, placeholder, testId }: { label: string; value: string; onChange(v: string): void; help?: string | undefined; multiline?: boolean; placeholder?: string | undefined; testId?: string }) {
  const id = useId();
  return (
    <div className="form__row">
      <label htmlFor={id}>{label}</label>
      {multiline
        ? <textarea id={id} value={value} rows={Math.min(8, Math.max(2, Math.ceil(value.length / 70) + value.split('\n').length - 1))} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} aria-describedby={help ? `${id}-help` : undefined} data-testid={testId} />
        : <input id={id} type="text" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} aria-describedby={help ? `${id}-help` : undefined} data-testid={testId} />}
      {help && <p className="form__help" id={`${id}-help`}>{help}</p>}
    </div>
  );
}

/** What kind of field this is, in words, from its widget and schema. */
function kindOf(field: FieldView): string {
  const widget = field.ui['ui:widget'] ?? field.ui['ui:field'];
  const words: Record<string, string> = { money: 'Money', yesNo: 'Yes or no', radio: 'Choice', select: 'Choice (list)', checkboxes: 'Several choices', phone: 'Phone number', email: 'Email address', ssn: 'Social Security number', consent: 'Agreement box', checkbox: 'Tick box', textarea: 'Long text', password: 'Password', newPassword: 'New password', hidden: 'Hidden', dateOfBirth: 'Date of birth', text: 'Text' };
  if (typeof widget === 'string' && words[widget]) return words[widget]!;
  if (field.schema.format === 'date') return 'Date';
  if (field.schema.type === 'number' || field.schema.type === 'integer') return 'Number';
  if (field.schema.type === 'boolean') return 'Yes or no';
  if (field.schema.type === 'object') return 'Group of fields';
  if (optionsOf(field)) return 'Choice';
  if (field.shared && field.schema.type === undefined) return 'Shared field';
  return 'Text';
}

const str = (v: Json | undefined) => (typeof v === 'string' ? v : '');

/** A field of the resolved screen schema, as FieldCard's `resolved` prop (none when the schema does not have it). */
function resolvedField(schema: unknown, name: string): { resolved?: JsonObject } {
  const props = schema && typeof schema === 'object' && !Array.isArray(schema) ? (schema as { properties?: unknown }).properties : undefined;
  const field = props && typeof props === 'object' && Object.hasOwn(props, name) ? (props as Record<string, unknown>)[name] : undefined;
  return field && typeof field === 'object' && !Array.isArray(field) ? { resolved: field as JsonObject } : {};
}

/**
 * `resolved`: the field as the screen resolves it (a shared field's own title and type, from its file),
 * so a field taken from a shared file is named by its label, not its key.
 */
function FieldCard({ field, resolved, index, count, doc, onChange }: { field: FieldView; resolved?: JsonObject; index: number; count: number; doc: JsonObject; onChange(doc: JsonObject): void }) {
  const label = str(field.schema.title) || str(resolved?.title) || field.name;
  const options = optionsOf(field);
  const [newOption, setNewOption] = useState('');
  const messages = field.schema.errorMessage;
  return (
    <li className="form__card" data-testid={`field-${field.name}`}>
      <div className="form__card-head">
        <h4><span className="form__number">{index + 1}.</span> {label} <span className="form__kind">{kindOf(resolved ? { ...field, schema: { ...resolved, ...field.schema } } : field)}{field.required ? ' · required' : ' · optional'}</span></h4>
        <div className="form__buttons">
          <button type="button" onClick={() => onChange(moveField(doc, field.name, -1))} disabled={index === 0} aria-label={`Move "${label}" up`}>↑ Up</button>
          <button type="button" onClick={() => onChange(moveField(doc, field.name, 1))} disabled={index === count - 1} aria-label={`Move "${label}" down`}>↓ Down</button>
          <button type="button" className="form__remove" onClick={() => { if (window.confirm(`Remove the field "${label}" from this screen?`)) onChange(removeField(doc, field.name)); }} aria-label={`Remove "${label}"`}>Remove</button>
        </div>
      </div>
      <details>
        <summary>Edit "{label}"</summary>
        {field.shared && <p className="form__help">Starts from the shared field <code>{field.shared.replace(/^(\.\.\/)+/, '')}</code>: words written here replace its words on this screen only.</p>}
        <Text label="Label" value={str(field.schema.title)} placeholder={field.shared ? '(the shared field\'s label)' : ''} onChange={(v) => onChange(setFieldSchema(doc, field.name, 'title', v))} />
        <Text label="Help shown under the field" value={str(field.ui['ui:help'])} onChange={(v) => onChange(setFieldUi(doc, field.name, 'ui:help', v))} multiline />
        <Text label="Placeholder (example shown in an empty box)" value={str(field.ui['ui:placeholder'])} onChange={(v) => onChange(setFieldUi(doc, field.name, 'ui:placeholder', v))} />
        <Text label="Description (for staff; applicants do not see it)" value={str(field.schema.description)} onChange={(v) => onChange(setFieldSchema(doc, field.name, 'description', v))} multiline />
        <div className="form__row form__check">
          <label><input type="checkbox" checked={field.required} onChange={(e) => onChange(setRequired(doc, field.name, e.target.checked))} /> The applicant must answer this</label>
        </div>
        {field.required && <Text label="Message when it is left empty" value={requiredMessage(doc, field.name)} onChange={(v) => onChange(setRequiredText(doc, field.name, v))} />}
        {typeof messages === 'string' && <Text label="Message when the answer is not right" value={messages} onChange={(v) => onChange(setFieldSchema(doc, field.name, 'errorMessage', v))} />}
        {isObject(messages) && Object.entries(messages).map(([key, value]) => typeof value === 'string' && (
          <Text key={key} label={`Message when the answer is not right (${key})`} value={value} onChange={(v) => onChange(setFieldSchema(doc, field.name, 'errorMessage', { ...messages, [key]: v }))} />
        ))}
        {options && (
          <fieldset className="form__options">
            <legend>Options</legend>
            <ol>
              {options.map((o, i) => (
                <li key={`${String(o.value)}`}>
                  <input type="text" aria-label={`Option ${i + 1} of "${label}"`} value={o.title} onChange={(e) => onChange(setOptions(doc, field.name, { rename: i, title: e.target.value }))} />
                  <code className="form__value" title="What the answers store">{String(o.value)}</code>
                  <button type="button" onClick={() => onChange(setOptions(doc, field.name, { move: i, by: -1 }))} disabled={i === 0} aria-label={`Move option "${o.title}" up`}>↑</button>
                  <button type="button" onClick={() => onChange(setOptions(doc, field.name, { move: i, by: 1 }))} disabled={i === options.length - 1} aria-label={`Move option "${o.title}" down`}>↓</button>
                  <button type="button" onClick={() => onChange(setOptions(doc, field.name, { remove: i }))} aria-label={`Remove option "${o.title}"`}>Remove</button>
                </li>
              ))}
            </ol>
            <div className="form__inline">
              <input type="text" aria-label={`New option of "${label}"`} value={newOption} onChange={(e) => setNewOption(e.target.value)} placeholder="New option" />
              <button type="button" disabled={!newOption.trim()} onClick={() => { onChange(setOptions(doc, field.name, { add: newOption.trim() })); setNewOption(''); }}>Add option</button>
            </div>
          </fieldset>
        )}
        <p className="form__help">Saved in the answers as <code>{field.name}</code>.</p>
      </details>
    </li>
  );
}

function AddField({ doc, file, onChange }: { doc: JsonObject; file: string; onChange(doc: JsonObject): void }) {
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<FieldKind>('text');
  const [required, setRequiredBox] = useState(false);
  const [options, setOptionsText] = useState('');
  const name = fieldName(label);
  const problem = label.trim() ? newFieldProblem(doc, name) : null;
  const optionList = options.split('\n').map((o) => o.trim()).filter(Boolean);
  const missingOptions = kind === 'choice' && optionList.length < 2;
  return (
    <fieldset className="form__add" data-testid="add-field">
      <legend>Add a field</legend>
      <Text label="Label of the new field" value={label} onChange={setLabel} help={label.trim() && !problem ? `Saved in the answers as ${name}.` : undefined} />
      <div className="form__row">
        <label htmlFor="new-field-kind">Kind of answer</label>
        <select id="new-field-kind" value={kind} onChange={(e) => setKind(e.target.value as FieldKind)}>
          {FIELD_KINDS.map((k) => <option key={k} value={k}>{KIND_LABELS[k]}</option>)}
        </select>
      </div>
      {kind === 'choice' && <Text label="Options, one per line" value={options} onChange={setOptionsText} multiline help="At least two. The applicant picks one." />}
      <div className="form__row form__check">
        <label><input type="checkbox" checked={required} onChange={(e) => setRequiredBox(e.target.checked)} /> The applicant must answer this</label>
      </div>
      {problem && <p className="form__problem" role="alert">{problem}</p>}
      <button type="button" className="form__primary" disabled={!label.trim() || problem !== null || missingOptions} onClick={() => {
        onChange(addField(doc, file, { name, kind, label: label.trim(), required, ...(kind === 'choice' ? { options: optionList } : {}) }));
        setLabel(''); setOptionsText(''); setRequiredBox(false);
      }}>Add field</button>
      {missingOptions && <p className="form__help">Write at least two options to add a choice.</p>}
      <p className="form__help">The preview shows a new field once it is saved and the app rebuilt (renderer/studio/draftScreens.ts); its words and order are checked now.</p>
    </fieldset>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return <section className="form__section" data-testid={testId}><h3>{title}</h3>{children}</section>;
}

/** What a rule does, in words (schemas/meta/screen.schema.json `effect`). */
const EFFECT_WORDS: Record<string, string> = {
  error: 'Stops the applicant (a field error)', block: 'Blocks continuing', warn: 'Warns (does not stop)', confirm: 'Asks the applicant to confirm', dialog: 'Shows a dialog',
  disable: 'Shows a field read-only', hide: 'Hides a field', require: 'Makes a field required',
};

export function ScreenForm({ file, doc, meta, screenSchema, onChange, onShowJson }: Props) {
  const fields = fieldsOf(doc);
  const rules = Array.isArray(doc.rules) ? doc.rules : [];
  const schema = screenSchema ?? doc.schema;
  const answers = useMemo(() => answerFields(schema), [schema]);
  const words = useMemo(() => formWords(schema), [schema]);
  const copyBox = (key: string, label: string, multiline = false, help?: string) => {
    const { text, shared } = copyText(doc, key);
    if (shared) return <p key={key} className="form__help"><strong>{label}</strong> is taken from another screen: change it there or in the JSON.</p>;
    return <Text key={key} label={label} value={text} onChange={(v) => onChange(setCopy(doc, key, v))} multiline={multiline} help={help ?? describe(meta, 'copy', key)} testId={`copy-${key}`} />;
  };
  return (
    <div className="form" data-testid="screen-form">
      <Section title="Words on the screen">
        {copyBox('title', 'Title')}
        {copyBox('subtitle', 'Subtitle', true)}
        {copyBox('body', 'Body', true, 'Paragraphs after the fields; leave an empty line between paragraphs.')}
        {copyBox('submitLabel', 'Button label')}
      </Section>
      <Section title={`Fields (${fields.length}), in the order the applicant sees them`} testId="fields">
        {fields.length === 0 ? <p>This screen has no fields.</p> : (
          <ol className="form__cards">
            {fields.map((f, i) => <FieldCard key={f.name} field={f} {...resolvedField(schema, f.name)} index={i} count={fields.length} doc={doc} onChange={onChange} />)}
          </ol>
        )}
        <AddField doc={doc} file={file} onChange={onChange} />
      </Section>
      {rules.length > 0 && (
        <Section title={`Checks (${rules.length}): when each applies, and its message`} testId="rules">
          <ol className="form__cards">
            {rules.map((r, i) => {
              if (!isObject(r)) return null;
              const name = String(r.id ?? `Rule ${i + 1}`);
              if (typeof r.$ref === 'string') return <li key={i} className="form__card"><p className="form__help">Checks shared with another screen (<code>{r.$ref.replace(/^(\.\.\/)+/, '')}</code>): change them there.</p></li>;
              const on = typeof r.field === 'string' ? answers.find((a) => a.path === `form.${r.field as string}`)?.label ?? r.field : undefined;
              return (
                <li key={i} className="form__card" data-testid={`rule-${name}`}>
                  <h4>{name} <span className="form__kind">{EFFECT_WORDS[String(r.effect)] ?? String(r.effect ?? 'rule')}{on ? ` on "${on}"` : ''}</span></h4>
                  <RuleCondition doc={doc} index={i} rule={r} fields={answers} words={words} onChange={onChange} onShowJson={() => onShowJson(['rules', i, 'when'])} />
                  {typeof r.message === 'string' && <Text label={`The message the applicant reads (${name})`} value={r.message} multiline onChange={(v) => onChange(setRuleMessage(doc, i, v))} help={['Write what is wrong and how to put it right (docs/error-messages.md).', ...placeholderWords(r.message, { values: isObject(r.values) ? (r.values as Record<string, Logic>) : undefined, answers })].join(' ')} />}
                </li>
              );
            })}
          </ol>
        </Section>
      )}
    </div>
  );
}
