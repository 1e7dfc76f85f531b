/**
 * New password: show/hide toggle, a four-segment strength meter and the rules of
 * `ui:options.strengthRules` ([{label, pattern}]) marked met/unmet as the user types. The message
 * "Password is not strong enough" comes from the schema's validation, not from here.
 */
import type { WidgetProps } from '@rjsf/utils';
import { PasswordInput } from './PasswordInput.tsx';
import { SEGMENTS, STRENGTH_LABELS, checkRules, readRules, strengthSegments } from './passwordStrength.ts';

export function NewPasswordWidget(props: WidgetProps) {
  const password = typeof props.value === 'string' ? props.value : '';
  const results = checkRules(password, readRules(props.options.strengthRules));
  const lit = strengthSegments(password, results);
  const rulesId = `${props.id}__rules`;
  return (
    <div className="w-new-password">
      <PasswordInput widget={props} describedBy={results.length ? rulesId : undefined} />
      <div className="w-meter" aria-hidden="true">
        {Array.from({ length: SEGMENTS }, (_, i) => (
          <span key={i} className={`w-meter__segment${i < lit ? ` w-meter__segment--on w-meter__segment--${lit}` : ''}`} />
        ))}
      </div>
      <p className="w-meter__label" aria-live="polite">
        {password ? `Password strength: ${STRENGTH_LABELS[lit] || 'Too weak'}` : ''}
      </p>
      {results.length ? (
        <ul id={rulesId} className="w-rules" aria-label="Password requirements">
          {results.map((r) => (
            <li key={r.label} className={`w-rule${r.met ? ' w-rule--met' : ''}`}>
              <span className="w-rule__icon" aria-hidden="true">{r.met ? '✓' : '•'}</span>
              {r.label}
              <span className="w-visually-hidden">{r.met ? ' (met)' : ' (not met)'}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
