/**
 * Open condition cards where the applicant is looking (001 §4, §9; issue 10): a notice above the
 * current screen with a link to the cards. Not on the cards' own pages. Its text is announced once
 * when it appears.
 */
import { Link } from 'wouter';
import { pluralText, shell, text, type ShellContext } from './shellConfig.ts';
import type { OpenConditions } from './useOpenConditions.ts';

export function ConditionsNotice({ conditions, ctx }: { conditions: OpenConditions | null; ctx: ShellContext }) {
  if (!conditions?.open || !conditions.listPath) return null;
  const { listPath } = conditions;
  if (ctx.path === listPath || ctx.path.startsWith(`${listPath}/`)) return null;
  const copy = shell.conditions;
  return (
    <section className="conditions-notice" aria-label={text(copy.noticeLabel, ctx)} data-testid="conditions-notice">
      <p className="conditions-notice__text" role="status">{pluralText(copy.notice, conditions.open, ctx)}</p>
      <Link className="button button--primary conditions-notice__action" href={listPath}>{text(copy.action, ctx)}</Link>
    </section>
  );
}
