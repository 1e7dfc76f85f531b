/** Renders one screen file: the generic form when it has a schema, else its copy and actions. */
import type { RuleContext, Screen } from '../../engine/index.ts';
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
  if (loaded.isError) return <ErrorView onRetry={() => loaded.refetch()} />;
  if (!loaded.data) return <Loading />;
  const { screen, validator } = loaded.data;
  if (!screen.schema || !validator) return <InfoScreen screen={screen} ctx={rest.ctx} embedded={rest.embedded} />;
  return <SchemaScreen key={screen.id} screen={screen} validator={validator} {...rest} onSubmit={rest.onSubmit ?? (async () => undefined)} />;
}
