/**
 * The shell's secondary parts (secondaryParts.ts), each rendered where it renders today but only
 * once the first screen has painted (afterFirstScreen.ts): their code, calls and renders come after
 * the first field is ready (issue 13).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useAfterFirstScreen } from './afterFirstScreen.ts';

const load = () => import('./secondaryParts.ts');
type Parts = Awaited<ReturnType<typeof load>>;

function later<P extends object>(pick: (parts: Parts) => ComponentType<P>) {
  const Part = lazy(() => load().then((m) => ({ default: pick(m) })));
  return function Later(props: P) {
    if (!useAfterFirstScreen()) return null;
    return <Suspense fallback={null}><Part {...props} /></Suspense>;
  };
}

export const LaterShellExtras = later((m) => m.ShellExtras);
export const LaterOriginator = later((m) => m.OriginatorSlot);
