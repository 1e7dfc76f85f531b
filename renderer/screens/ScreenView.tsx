/**
 * Renders one screen file: the generic form when it has a schema, else its copy and actions. A form
 * given no initial answers starts from the screen's `prefill` (e.g. the signed-in applicant's name
 * and e-mail on chat/pre-chat), read from the context once the screen is loaded.
 */
import { useMemo } from 'react';
import type { RuleContext, Screen } from '../../engine/index.ts';
import { prefillFor } from '../../engine/screenRules.ts';
import type { FieldError } from '../api/client.ts';
import { useScreen } from './loadScreen.ts';
import { SchemaScreen, type SchemaScreenProps } from './SchemaScreen.tsx';
import { InfoScreen } from './InfoScreen.tsx';
import { ErrorView } from './ErrorView.tsx';
import { Loading } from './Loading.tsx';

export interface ScreenViewProps extends Omit<SchemaScreenProps, 'screen' | 'validator' | 'onSubmit'> {
  screenId: string;
  ctx: RuleContext;
  onSubmit?: (data: Record<string, unknown>, screen: Screen) => Promise<FieldError[] | void>;
}

export function ScreenView({ screenId, ...rest }: ScreenViewProps) {
  const loaded = useScreen(screenId);
  const screen = loaded.data?.screen;
  const prefill = useMemo(() => (screen?.prefill ? prefillFor(screen, rest.ctx) : {}), [screen, rest.ctx]);
  // The prefill's values name the form: a profile that arrives after the form was drawn fills it in.
  const prefillKey = useMemo(() => JSON.stringify(prefill), [prefill]);
  if (loaded.isError) return <ErrorView onRetry={() => loaded.refetch()} />;
  if (!loaded.data) return <Loading />;
  const { validator } = loaded.data;
  const shown = loaded.data.screen;
  if (!shown.schema || !validator) return <InfoScreen screen={shown} ctx={rest.ctx} embedded={rest.embedded} />;
  const seeded = rest.initialData === undefined && shown.prefill !== undefined;
  return (
    <SchemaScreen key={seeded ? `${shown.id} ${prefillKey}` : shown.id} screen={shown} validator={validator} {...rest}
      {...(seeded ? { initialData: prefill } : {})} onSubmit={rest.onSubmit ?? (async () => undefined)} />
  );
}
