/**
 * Plain RJSF 6 (issue 13 item 1; test code): the annual-income screen's schema and uiSchema in
 * @rjsf/core's default theme with the default validator (@rjsf/validator-ajv8's default export,
 * which compiles the schema in the browser and so needs 'unsafe-eval'), the same money input as the
 * other candidates as its one custom widget, and the schema's messages.
 */
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import screen from '../../../../schemas/register-v2/annual-income.json';
import income from '../../../../schemas/fields/income.json';
import { MoneyInput } from '../MoneyInput.tsx';
import { schemaMessages } from './messages.ts';
import '../page.css';

/** The field schema inlined where the screen refers to it, without the notes for staff. */
function withoutNotes(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutNotes);
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(Object.entries(v).filter(([k]) => k !== '$schema' && k !== 'description').map(([k, x]) => [k, withoutNotes(x)]));
}
const schema = { ...screen.schema, properties: { income: withoutNotes(income) } } as RJSFSchema;

function MoneyWidget(props: WidgetProps) {
  return <MoneyInput id={props.id} value={props.value as number | undefined} onChange={(v) => props.onChange(v === undefined ? props.options.emptyValue : v)} />;
}

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>{screen.copy.title}</h1>
    <p className="subtitle">{screen.copy.subtitle}</p>
    <Form
      schema={schema}
      uiSchema={screen.uiSchema as UiSchema}
      validator={validator}
      widgets={{ money: MoneyWidget }}
      transformErrors={schemaMessages(schema as never)}
      showErrorList={false}
      noHtml5Validate
      // Like the app: the source of income starts unanswered instead of on the first option.
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
      // Without it RJSF 6 logs "Form validation failed" on each failed Continue (TOOLCHAIN.md).
      onError={() => {}}
    >
      {screen.copy.body.map((p) => <p key={p} className="body">{p}</p>)}
      <button type="submit">{screen.copy.submitLabel}</button>
    </Form>
  </main>,
);
