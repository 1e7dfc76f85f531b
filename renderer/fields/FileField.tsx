/**
 * ui:field "file": one document upload (schemas/fields/file.json) stored as
 * {fileName, contentType, content (base64)}. The chosen file is checked for type and size before it
 * is read; a rejected file leaves the previous choice in place. Self-labelled: the label names the
 * file input; the accepted types and the 10 MB limit are help text; every message is tied to the
 * input with aria-describedby. The field's own errors (e.g. "Please choose a file") are rendered by
 * the FieldTemplate at `${id}__error`.
 */
import { useRef, useState } from 'react';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { formatFileSize } from '../../engine/format.ts';
import { subErrors } from './address.ts';
import { acceptAttribute, acceptedTypes, base64Bytes, checkFile, contentTypeOf, MAX_FILE_BYTES, readFileAsBase64, typeList, type FileValue } from './fileUpload.ts';

export function FileField(props: FieldProps) {
  const { fieldPathId, errorSchema, rawErrors, disabled, readonly, required, onChange, uiSchema } = props;
  const schema = props.schema as RJSFSchema;
  const id = fieldPathId.$id;
  const value = (props.formData ?? {}) as Partial<FileValue>;
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const types = acceptedTypes(schema);
  const options = (uiSchema?.['ui:options'] ?? {}) as { label?: unknown; help?: unknown };
  const label = String(uiSchema?.['ui:title'] ?? schema.title ?? 'Document');
  const help = typeof options.help === 'string' ? options.help : `${typeList(types)}, up to ${formatFileSize(MAX_FILE_BYTES)}.`;
  const chosen = typeof value.content === 'string' && value.content.length > 0 && typeof value.fileName === 'string';
  const partErrors = [...new Set(['fileName', 'contentType', 'content'].flatMap((k) => subErrors(errorSchema, k)))];
  const own = (rawErrors ?? []).length > 0;

  const helpId = `${id}__accept`;
  const problemId = `${id}__problem`;
  const partsId = `${id}__parts`;
  const chosenId = `${id}__chosen`;
  const describedBy = [problem ? problemId : '', partErrors.length ? partsId : '', own ? errorId(fieldPathId) : '', helpId, chosen ? chosenId : '']
    .filter(Boolean).join(' ');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const wrong = checkFile(file, schema);
    if (input.current) input.current.value = '';
    if (wrong) {
      setProblem(wrong);
      return;
    }
    setProblem(null);
    setReading(true);
    try {
      const content = await readFileAsBase64(file);
      onChange({ fileName: file.name, contentType: contentTypeOf(file), content } satisfies FileValue, fieldPathId.path);
    } catch {
      setProblem('The file could not be read. Please try again or choose another file.');
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="w-file">
      <label htmlFor={id} className={options.label === false ? 'w-visually-hidden' : 'w-label'}>
        {label}
        {required ? <span className="w-visually-hidden"> (required)</span> : null}
      </label>
      <p id={helpId} className="w-hint">{help}</p>
      <input
        ref={input}
        id={id}
        name={id}
        type="file"
        className="w-file__input"
        accept={acceptAttribute(types)}
        disabled={Boolean(disabled) || Boolean(readonly) || reading}
        aria-required={required || undefined}
        aria-invalid={Boolean(problem) || partErrors.length > 0 || own || undefined}
        aria-describedby={describedBy}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <p className="w-file__status" aria-live="polite">
        {reading ? 'Reading the file…' : chosen ? (
          <span id={chosenId}>
            Selected: <strong>{value.fileName}</strong> ({formatFileSize(base64Bytes(value.content!))})
          </span>
        ) : null}
      </p>
      {problem ? <div id={problemId} className="w-error" role="alert"><p>{problem}</p></div> : null}
      {partErrors.length ? <div id={partsId} className="w-error">{partErrors.map((m, i) => <p key={i}>{m}</p>)}</div> : null}
    </div>
  );
}
