/**
 * The lender's logo: chosen from a file, shown as the header will show it; the sandbox checks what
 * the file really is (sandbox/studio/brandLogo.ts).
 */
import { fieldId } from './brandFields.ts';

export interface LogoUpload { name: string; data: string; url: string }

const id = fieldId('/logoUrl');

function read(file: File): Promise<LogoUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ name: file.name, url, data: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export function LogoInput({ logo, onChange, problems }: { logo: LogoUpload | null; onChange: (logo: LogoUpload | null) => void; problems: string[] }) {
  return (
    <div className="brand-form__field">
      <label htmlFor={id}>Logo file</label>
      <p className="brand-form__hint" id={`${id}-hint`}>SVG, PNG, JPEG or WebP, up to 200 KB. Shown in the header of every page and as the browser tab's icon.</p>
      <input
        id={id} type="file" accept=".svg,.png,.jpg,.jpeg,.webp,image/svg+xml,image/png,image/jpeg,image/webp"
        aria-describedby={[`${id}-hint`, problems.length ? `${id}-error` : ''].filter(Boolean).join(' ')} aria-invalid={problems.length > 0}
        onChange={(e) => { const f = e.target.files?.[0]; if (f) void read(f).then(onChange, () => onChange(null)); else onChange(null); }}
      />
      {logo && <p className="brand-form__logo"><img src={logo.url} alt={`The logo from ${logo.name}`} /></p>}
      {problems.length > 0 && <p className="brand-form__error" id={`${id}-error`}>{problems.join(' ')}</p>}
    </div>
  );
}
