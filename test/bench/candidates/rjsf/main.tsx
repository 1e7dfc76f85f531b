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
// The screen as the app ships it: every reference inlined, staff notes left out (test/bench/support/buildCandidates.ts).
import shipped from 'bench-screen:register-v2/annual-income';
import { MoneyInput } from '../MoneyInput.tsx';
import { schemaMessages } from './messages.ts';
import '../page.css';

const screen = shipped as { schema: RJSFSchema; uiSchema: UiSchema; copy: { title: string; subtitle: string; body: string[]; submitLabel: string } };
const { schema } = screen;

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
      // Without it RJSF 6 logs "Form validation failed" on each failed Continue (docs/decisions.md).
      onError={() => {}}
    >
      {screen.copy.body.map((p) => <p key={p} className="body">{p}</p>)}
      <button type="submit">{screen.copy.submitLabel}</button>
    </Form>
  </main>,
);
