/** The error fallback page (001 §8): Try again re-renders the content; the error is tracked through telemetry and logged. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { shell, text, type ShellContext } from './shellConfig.ts';
import { trackError } from '../telemetry/monitoring.ts';

interface Props { ctx: ShellContext; resetKey: string; children: ReactNode }
interface State { error: Error | null; resetKey: string }

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A new page clears the error.
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Error boundary caught an error', error, info.componentStack);
    trackError(error, 'error-boundary').catch((e: unknown) => console.warn(`Error tracking: ${(e as Error).message}`));
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback ctx={this.props.ctx} onRetry={() => this.setState({ error: null })} />;
  }
}

interface Support { phone?: { number?: string; formatted?: string }; email?: string }

export function ErrorFallback({ ctx, onRetry }: { ctx: ShellContext; onRetry: () => void }) {
  const copy = shell.errorFallback;
  const support = (ctx.brand.support ?? {}) as Support;
  return (
    <section className="screen screen--info error-fallback" aria-labelledby="error-fallback-title">
      <h1 id="error-fallback-title">{text(copy.title, ctx)}</h1>
      <p>{text(copy.body, ctx)}</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={onRetry}>{text(copy.tryAgain, ctx)}</button>
        <a className="button button--secondary" href={copy.dashboardHref}>{text(copy.dashboard, ctx)}</a>
      </div>
      <p className="error-fallback__contact">
        {text(copy.contact, ctx)}{' '}
        {support.phone?.number ? <a href={`tel:${support.phone.number}`}>{support.phone.formatted ?? support.phone.number}</a> : null}
        {support.phone?.number && support.email ? ' · ' : null}
        {support.email ? <a href={`mailto:${support.email}`}>{support.email}</a> : null}
      </p>
    </section>
  );
}
