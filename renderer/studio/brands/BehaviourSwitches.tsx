/**
 * The brand's behaviour switches, drawn from the brand meta-schema's `behaviour` (a switch added
 * there shows here with its description): a yes/no is a checkbox, a list of values a select, any
 * other a text field.
 */
import type { SchemaNode } from './brandsApi.ts';
import { fieldId } from './brandFields.ts';

/** "loanOriginatorRequired" → "Loan originator required". */
const words = (key: string) => { const w = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase(); return w[0]!.toUpperCase() + w.slice(1); };

export function BehaviourSwitches({ meta, values, onChange }: { meta: Record<string, SchemaNode>; values: Record<string, unknown>; onChange: (key: string, value: unknown) => void }) {
  const switches = Object.entries(meta.behaviour?.properties ?? {});
  return (
    <div className="brand-form__switches">
      {switches.map(([key, node]) => {
        const id = fieldId(`/behaviour/${key}`);
        const hint = node.description ? <p className="brand-form__hint" id={`${id}-hint`}>{node.description}</p> : null;
        const describedBy = node.description ? `${id}-hint` : undefined;
        if (node.type === 'boolean') {
          return (
            <div className="brand-form__switch" key={key}>
              <input id={id} type="checkbox" checked={values[key] === true} onChange={(e) => onChange(key, e.target.checked)} aria-describedby={describedBy} />
              <label htmlFor={id}>{words(key)}</label>
              {hint}
            </div>
          );
        }
        return (
          <div className="brand-form__field" key={key}>
            <label htmlFor={id}>{words(key)}</label>
            {hint}
            {node.enum ? (
              <select id={id} value={String(values[key] ?? '')} onChange={(e) => onChange(key, e.target.value)} aria-describedby={describedBy}>
                {node.enum.map((v) => <option key={v} value={v}>{v}</option>)}
              </select>
            ) : (
              <input id={id} value={String(values[key] ?? '')} onChange={(e) => onChange(key, e.target.value)} aria-describedby={describedBy} />
            )}
          </div>
        );
      })}
    </div>
  );
}
