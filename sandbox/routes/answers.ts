/**
 * The application's `answers` (schemas/data/application.schema.json): what the applicant answered
 * on each screen, by property name, the latest answer winning; returned with the application
 * (GET .../heloc/{uuid}) for the review pages to list (renderer/screens/AnswerList.tsx).
 */
export function keepAnswers(data: Record<string, unknown>, answers: Record<string, unknown>): void {
  if (Object.keys(answers).length === 0) return;
  data['answers'] = { ...(data['answers'] as Record<string, unknown> | undefined), ...answers };
}
