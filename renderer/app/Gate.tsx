/** Runs the gates of 000 §2 (engine, traced) before a route renders: show a screen instead, redirect, or pass. */
import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { evaluateGates } from '../../engine/gates.ts';
import type { RuleContext } from '../../engine/index.ts';
import { routeTables } from './routeTables.ts';
import { ScreenView } from '../screens/ScreenView.tsx';
import { logDecision } from './devTrace.ts';

export function Gate({ ctx, children }: { ctx: RuleContext; children: ReactNode }) {
  const search = useSearch();
  const decision = evaluateGates(routeTables.register, ctx);
  logDecision(`gates ${ctx.path}`, decision);
  const gate = decision.result;
  if (!gate) return <>{children}</>;
  if (gate.outcome.redirect) return <Redirect to={`${gate.outcome.redirect}${gate.outcome.keepQuery && search ? `?${search}` : ''}`} replace />;
  return <ScreenView screenId={gate.outcome.screen!} ctx={ctx} />;
}
