/**
 * The leave-survey prompt (001 §2): its options, limits and messages come from
 * schemas/pages/leave-survey.json; it is counted per route with the application id generalised;
 * the generic renderer shows it in the shared modal. (The dialog itself is covered in the browser,
 * e2e/leave-survey.e2e.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { Screen } from '../../engine/index.ts';
import { screenAjv } from '../../engine/config/validateConfig.ts';
import { surveyRouteOf } from '../../renderer/shell/surveyRoute.ts';
import { config, heloc } from '../helpers/config.ts';

const screen = config.screens['pages/leave-survey']!.data as Screen;

describe('leave survey', () => {
  it('is enabled on exactly the routes 001 §2 names', () => {
    const enabled = heloc.routes.filter((r) => (r as { leaveSurvey?: boolean }).leaveSurvey).map((r) => r.path).sort();
    expect(enabled).toEqual(['/:uuid/identity', '/:uuid/liens', '/:uuid/product/select', '/:uuid/signing/sign']);
  });

  it('counts per route, whatever the application', () => {
    expect(surveyRouteOf('/account/heloc/2b60d844-5494-4807-9e36-683f699623c9/product/select')).toBe('/account/heloc/:uuid/product/select');
  });

  it('the screen file says the reasons, the 500-character limit and the messages the dialog shows', () => {
    const validate = screenAjv().compile(screen.schema!);
    const messages = (data: unknown) => (validate(data), (validate.errors ?? []).map((e) => e.message));
    expect(messages({})).toEqual(['Select a reason']);
    expect(messages({ reason: 'SOMETHING_ELSE' })).toEqual(['Select a reason']);
    expect(messages({ reason: 'OTHER', comment: 'x'.repeat(501) })).toEqual(['Comment must be 500 characters or fewer']);
    expect(messages({ reason: 'RATE_OR_TERMS', comment: 'x'.repeat(500) })).toEqual([]);
  });
});
