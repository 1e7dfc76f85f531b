/**
 * Consent checkbox: the label is the schema title, with each `ui:options.links` text turned into a
 * link opening in a new tab. Self-labelled. Links with unresolved "{{…}}" hrefs stay plain text.
 */
import type { WidgetProps } from '@rjsf/utils';
import { CheckboxWidget } from './CheckboxWidget.tsx';
import { readLinks, splitConsentLabel } from './consentLabel.ts';
import { ownLabel } from './common.ts';

export function ConsentWidget(props: WidgetProps) {
  const text = ownLabel(props);
  const parts = splitConsentLabel(text, readLinks(props.options.links));
  const content = parts.map((p, i) =>
    p.href ? (
      <a key={i} href={p.href} target="_blank" rel="noopener noreferrer" className="w-link">
        {p.text}<span className="w-visually-hidden"> (opens in a new tab)</span>
      </a>
    ) : (
      <span key={i}>{p.text}</span>
    ),
  );
  return <CheckboxWidget {...props} labelContent={<>{content}</>} />;
}
