/**
 * The leave-survey prompt (001 §2): its options, limits and messages come from
 * schemas/pages/leave-survey.json; it is counted per route with the application id generalised;
 * the dialog is a labelled modal with a labelled radio group and comment. (The exit-intent
 * behaviour is covered in the browser, e2e/leave-survey.e2e.test.ts.)
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Screen } from '../../engine/index.ts';
import { LeaveSurveyDialog, surveyConfig } from '../../renderer/shell/LeaveSurveyDialog.tsx';
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

  it('reads reasons, the 500-character limit and the messages from the screen file', () => {
    const c = surveyConfig(screen);
    expect(c.reasons.length).toBeGreaterThanOrEqual(4);
    expect(c.reasons.map((r) => r.value)).toContain('OTHER');
    expect(c.maxComment).toBe(500);
    expect(c.messages.reasonRequired).toBe('Please choose a reason');
    expect(c.messages.commentTooLong).toBe('Please keep your comment to 500 characters or fewer');
    expect(c.copy.title).toBeTruthy();
  });

  it('renders a labelled modal dialog with a radio group and a labelled comment', () => {
    const c = surveyConfig(screen);
    const html = renderToStaticMarkup(createElement(LeaveSurveyDialog, { config: c, route: '/x', applicationUuid: 'u', onClose: () => {} }));
    expect(html).toMatch(/role="dialog" aria-modal="true" aria-labelledby="([^"]+)"/);
    const titleId = /aria-labelledby="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`id="${titleId}" tabindex="-1">${c.copy.title!.replace(/'/g, '&#x27;')}</h2>`);
    expect(html).toContain('<fieldset');
    expect((html.match(/type="radio"/g) ?? []).length).toBe(c.reasons.length);
    const commentId = /<textarea id="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`<label for="${commentId}"`);
    expect(html).toContain(`0 of 500 characters`);
  });
});
