/**
 * The brand's colours where the app draws text with them (engine/config/checkContrast.ts reads the
 * stylesheets), each pair's WCAG contrast against AA's 4.5:1, failing pairs first, with the
 * nearest shade that passes one click away.
 */
import type { ContrastRow } from './brandsApi.ts';

export function ContrastTable({ rows, onUse }: { rows: ContrastRow[]; onUse: (key: string, color: string) => void }) {
  if (rows.length === 0) return null;
  const failing = rows.filter((r) => !r.passes).length;
  return (
    // Scrolls sideways on a phone: a named region the keyboard can reach and scroll.
    <div className="contrast" data-testid="contrast" role="region" aria-label="Contrast of the brand's colours" tabIndex={0}>
      <p className="contrast__summary">{failing === 0 ? `All ${rows.length} text and background pairs reach WCAG AA (4.5:1).` : `${failing} of ${rows.length} text and background pairs are below WCAG AA (4.5:1).`}</p>
      <table>
        <caption className="visually-hidden">Contrast of the brand's colours where the app draws text</caption>
        <thead><tr><th scope="col">Sample</th><th scope="col">Text on background</th><th scope="col">Contrast</th><th scope="col">WCAG AA</th></tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.text}|${r.background}`} className={r.passes ? '' : 'contrast__fail'}>
              <td><span className="contrast__sample" style={{ color: r.textColor, background: r.backgroundColor }}>Aa</span></td>
              <td><code>{r.text}</code> on <code>{r.background}</code><br /><small>{r.where[0]}</small></td>
              <td>{r.ratio.toFixed(2)}:1</td>
              <td>
                {r.passes ? 'Passes' : 'Fails'}
                {r.fix && <> <button type="button" onClick={() => onUse(r.fix!.key, r.fix!.color)}>Use {r.fix.color} for {r.fix.key}</button></>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
