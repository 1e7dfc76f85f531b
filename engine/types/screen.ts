/** Types of a screen file (schemas/meta/screen.schema.json is the contract). */
import type { Logic } from './logic.ts';

export interface ScreenAction {
  label: string;
  href?: string;
  dismiss?: boolean;
  when?: Logic;
}

export interface ScreenDialog {
  title: string;
  body: string[];
  actions: ScreenAction[];
}

export type RuleEffect = 'error' | 'block' | 'warn' | 'confirm' | 'dialog' | 'disable';

export interface ScreenRule {
  id: string;
  when: Logic;
  effect: RuleEffect;
  field?: string;
  message?: string;
  confirmLabel?: string;
  dialog?: ScreenDialog;
  seed?: string;
}

export type Copy = Record<string, string | string[]> & { title: string };

export interface Screen {
  $schema?: string;
  id: string;
  description?: string;
  component?: string;
  copy: Copy;
  copyVariants?: { id?: string; when: Logic; copy: Record<string, string | string[]>; seed?: string }[];
  schema?: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  prefill?: Record<string, Logic>;
  rules?: ScreenRule[];
  actions?: ScreenAction[];
  submit?: { api?: string; saveAs?: string; next?: string; successMessage?: string };
}
