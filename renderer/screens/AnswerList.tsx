/**
 * A screen's `answers` (schemas/meta/screen.schema.json): what the applicant answered on the screens
 * it names, from the application's `answers`, each under its field's title (engine/answerRows.ts),
 * drawn like the screen's figures. A field added to one of those screens is listed with no code.
 */
import type { RuleContext, Screen } from '../../engine/index.ts';
import { answerRows } from '../../engine/answerRows.ts';
import { useScreen } from './loadScreen.ts';

function ScreenAnswers({ id, answers }: { id: string; answers: unknown }) {
  const { data } = useScreen(id);
  if (!data) return null;
  return (
    <>
      {answerRows(data.screen.schema, data.screen.uiSchema, answers).map((row) => (
        <div key={`${id}-${row.field}`} className="screen__figure" data-answer={row.field}>
          <dt>{row.label}</dt>
          <dd><span className="screen__figure-value">{row.value}</span></dd>
        </div>
      ))}
    </>
  );
}

export function AnswerList({ list, ctx }: { list: Screen['answers']; ctx: RuleContext }) {
  const answers = ctx.app?.['answers'];
  if (!list || typeof answers !== 'object' || answers === null) return null;
  return (
    <section className="screen__answers" aria-labelledby="screen-answers-title">
      <h2 id="screen-answers-title">{list.title ?? 'Your answers'}</h2>
      <dl className="screen__figures">
        {list.screens.map((id) => <ScreenAnswers key={id} id={id} answers={answers} />)}
      </dl>
    </section>
  );
}
