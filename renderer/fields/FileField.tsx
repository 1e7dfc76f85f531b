/**
 * ui:field "file": one document upload (schemas/fields/file.json) stored as
 * {fileName, contentType, content (base64)}. Our own control, not the browser's ("Choose File / No
 * file chosen" would contradict the file kept below it): a "Choose a file" button, on phones also
 * "Take a photo" (the camera, when the schema accepts images), and one status line that says what
 * is chosen. The chosen file is checked for type and size before it is read; a rejected file leaves
 * the previous choice in place. Self-labelled: the buttons are named with the field's label; the
 * accepted types and the 10 MB limit are help text. Every message shows once, here, at the form's
 * error id `${id}__error` (the FieldTemplate leaves this field's errors to it, widgets/index.ts
 * OWN_ERRORS): a file refused here is said instead of the form's "Please choose a file".
 */
import { useContext, useEffect, useRef, useState } from 'react';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { formatFileSize } from '../../engine/format.ts';
import { subErrors } from './address.ts';
import { FieldProblems, type ScreenFormContext } from '../theme/formContext.ts';
import { mustAnswer } from '../theme/requiredMarker.ts';
import { ErrorTexts } from '../ui/ErrorText.tsx';
import { acceptAttribute, acceptedTypes, base64Bytes, checkFile, contentTypeOf, MAX_FILE_BYTES, readFileAsBase64, typeList, type FileValue } from './fileUpload.ts';
import { useRendererWords } from '../app/words.ts';

export function FileField(props: FieldProps) {
  const { fieldPathId, errorSchema, rawErrors, disabled, readonly, required, onChange, uiSchema } = props;
  const schema = props.schema as RJSFSchema;
  const id = fieldPathId.$id;
  const value = (props.formData ?? {}) as Partial<FileValue>;
  const w = useRendererWords();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The summary says a refused file in this field's words (formContext.ts FieldProblems).
  const problems = useContext(FieldProblems);
  const property = fieldPathId.path.map((k) => `.${k}`).join('');
  useEffect(() => {
    problems?.report(property, problem);
    return () => problems?.report(property, null);
  }, [problems, property, problem]);

  const types = acceptedTypes(schema);
  const options = (uiSchema?.['ui:options'] ?? {}) as { label?: unknown; help?: unknown; labelFromCopy?: unknown };
  // A label that differs by the kind of document (the screen's copy variants): a copy entry named by `ui:options.labelFromCopy`.
  const copy = (props.registry.formContext as ScreenFormContext | undefined)?.copy;
  const fromCopy = typeof options.labelFromCopy === 'string' ? copy?.[options.labelFromCopy] : undefined;
  const label = String(typeof fromCopy === 'string' ? fromCopy : uiSchema?.['ui:title'] ?? schema.title ?? 'Document');
  const help = typeof options.help === 'string' ? options.help : w('fileHelp', { types: typeList(types, w), size: formatFileSize(MAX_FILE_BYTES) });
  const chosen = typeof value.content === 'string' && value.content.length > 0 && typeof value.fileName === 'string';
  const partErrors = [...new Set(['fileName', 'contentType', 'content'].flatMap((k) => subErrors(errorSchema, k)))];
  const own = (rawErrors ?? []).length > 0;

  const helpId = `${id}__accept`;
  const labelId = `${id}__label`;
  const inputId = `${id}__input`;
  // The form's own error id (the FieldTemplate leaves this field's errors to it): one place for every message.
  const messagesId = errorId(fieldPathId);
  const chosenId = `${id}__chosen`;
  const cameraOk = types.some((t) => t.startsWith('image/'));
  const describedBy = [problem || own || partErrors.length ? messagesId : '', helpId, chosen ? chosenId : ''].filter(Boolean).join(' ');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const wrong = checkFile(file, schema, MAX_FILE_BYTES, w);
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
      setProblem(w('fileUnreadable'));
    } finally {
      setReading(false);
    }
  };

  const pick = (camera: boolean) => {
    const el = input.current;
    if (!el) return;
    // One input for both choices: "Take a photo" asks the phone for its camera (capture), "Choose a file" for its files.
    if (camera) el.setAttribute('capture', 'environment');
    else el.removeAttribute('capture');
    el.click();
  };
  const locked = Boolean(disabled) || Boolean(readonly) || reading;
  // One message per problem: a file refused here replaces "Please choose a file", which the form says of the same empty field.
  const messages = problem ? [problem] : [...new Set([...(rawErrors ?? []), ...partErrors])];

  return (
    <div className="w-file" role="group" aria-labelledby={labelId}>
      <p id={labelId} className={options.label === false ? 'w-visually-hidden' : 'w-label'}>
        {label}
        {mustAnswer(required, schema, uiSchema) ? <span className="w-visually-hidden"> {w('required')}</span> : null}
      </p>
      <p id={helpId} className="w-hint">{help}</p>
      <input
        ref={input}
        id={inputId}
        type="file"
        className="w-file__input"
        tabIndex={-1}
        aria-hidden="true"
        accept={acceptAttribute(types)}
        disabled={locked}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <div className="w-file__choices">
        <button
          type="button"
          id={id}
          className="w-file__choose"
          aria-labelledby={`${id} ${labelId}`}
          disabled={locked}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={describedBy}
          onClick={() => pick(false)}
        >
          {chosen ? w('chooseAnotherFile') : w('chooseFile')}
        </button>
        {cameraOk ? (
          <button type="button" id={`${id}__camera`} className="w-file__choose w-file__camera" disabled={locked} aria-labelledby={`${id}__camera ${labelId}`} aria-describedby={helpId} onClick={() => pick(true)}>
            {w('takePhoto')}
          </button>
        ) : null}
      </div>
      <p className="w-file__status" aria-live="polite">
        {reading ? w('readingFile') : chosen ? (
          <span id={chosenId}>
            {w('selectedFile')} <strong>{value.fileName}</strong> ({formatFileSize(base64Bytes(value.content!))})
          </span>
        ) : w('noFileYet')}
      </p>
      {messages.length ? <div id={messagesId} className="w-error" role={problem ? 'alert' : undefined}><ErrorTexts messages={messages} /></div> : null}
    </div>
  );
}
