/** Props every screen component (renderer/registry.json `components`) receives. */
import type { RuleContext, Screen } from '../../engine/index.ts';

export interface ScreenComponentProps {
  screen: Screen;
  ctx: RuleContext;
  /** The screen's copy with placeholders filled and copy variants applied. */
  copy: Record<string, unknown>;
}
