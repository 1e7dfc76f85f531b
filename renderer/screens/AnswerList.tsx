/**
 * A screen's `answers` (schemas/meta/screen.schema.json): what the applicant answered on the screens
 * it names, from the application's `answers`, each under its field's title (engine/answerRows.ts),
 * drawn like the screen's figures. A field added to one of those screens is listed with no code.
 */
import { useQueries } from '@tanstack/react-query';
import type { RuleContext, Screen } from '../../engine/index.ts';
import { answerRows } from '../../engine/answerRows.ts';
import { loadScreen, screenKey } from './loadScreen.ts';
import { useRendererWords } from '../app/words.ts';
import { useWords } from '../app/language.tsx';

/**
 * The list, or nothing when the application holds no answers or none of the screens it names has an
 * answer to show (no heading over an empty list). The screens are read only when there are answers.
 */
export function AnswerList({ list, ctx }: { list: Screen['answers']; ctx: RuleContext }) {
  const answers = ctx.app?.['answers'];
  if (!list || typeof answers !== 'object' || answers === null) return null;
  return <Answers list={list} answers={answers as Record<string, unknown>} />;
}

function Answers({ list, answers }: { list: NonNullable<Screen['answers']>; answers: Record<string, unknown> }) {
  const ids = list.screens;
  const w = useRendererWords();
  // The fields' titles and the answers' choice titles are the screens' English; the reader's words come from the dictionary, by the English.
  const t = useWords();
  const loaded = useQueries({ queries: ids.map((id) => ({ queryKey: screenKey(id), queryFn: () => loadScreen(id), staleTime: Infinity, retry: false })) });
  const rows = loaded.flatMap((q, i) => (q.data ? answerRows(q.data.screen.schema, q.data.screen.uiSchema, answers).map((row) => ({ ...row, key: `${ids[i]}-${row.field}` })) : []));
  if (rows.length === 0) return null;
  return (
    <section className="screen__answers" aria-labelledby="screen-answers-title">
      <h2 id="screen-answers-title">{list.title ? t(list.title) : w('yourAnswers')}</h2>
      <dl className="screen__figures">
        {rows.map((row) => (
          <div key={row.key} className="screen__figure" data-answer={row.field}>
            <dt>{t(row.label)}</dt>
            <dd><span className="screen__figure-value">{t(row.value)}</span></dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
