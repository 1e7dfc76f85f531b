/**
 * A screen's `copy.figures` (schemas/meta/screen.schema.json), under the subtitle, before the fields:
 * labels and values as one definition
 * list, label above value on a phone and side by side on a wide screen, with an optional note under
 * a value. Used for the money figures of a line (engine/finance.ts through `{{finance.*}}`).
 */
import type { Copy } from '../../engine/index.ts';

export function Figures({ figures }: { figures: Copy['figures'] }) {
  if (!Array.isArray(figures) || figures.length === 0) return null;
  return (
    <dl className="screen__figures">
      {figures.map((f, i) => (
        <div key={`${i}-${f.label}`} className="screen__figure">
          <dt>{f.label}</dt>
          <dd>
            <span className="screen__figure-value">{f.value}</span>
            {f.note ? <span className="screen__figure-note">{f.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
