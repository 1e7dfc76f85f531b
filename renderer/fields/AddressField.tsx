/**
 * ui:field "address" (001 §2, §5; 000 §5). Self-labelled: a fieldset whose legend is the schema title.
 * With `ui:options.typeahead` and `formContext.addressLookup` (the brand's address-lookup operation,
 * renderer/api/addressLookup.ts) the street line is a combobox of suggestions; choosing one fills
 * street1/street2/city/state/zip. "Enter address manually" reveals the other inputs, which also open
 * by themselves when there is data, any sub-field has an error (so an empty street shows invalid
 * after a submit; the street still offers suggestions then), or the lookup fails. Without a lookup the inputs are always shown. The same
 * option has the screen check the address on continue (engine/addressVerification.ts).
 * When the schema's state offers choices (schemas/fields/us-state.json) the state is chosen from
 * them (StateCombobox); the engine checks the zipcode against it (engine/address.ts).
 * `ui:options.withOccupancy` adds the occupancyType radios (labels: `ui:options.occupancyLabels`).
 * Sub-field errors come from props.errorSchema; the field's own errors are shown by the FieldTemplate.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { toFieldPathId } from '@rjsf/utils';
import { SubInput } from './SubInput.tsx';
import { StreetCombobox } from './StreetCombobox.tsx';
import { OccupancyGroup } from './OccupancyGroup.tsx';
import { StateCombobox } from './StateCombobox.tsx';
import { stateChoices } from '../../engine/address.ts';
import { anySubErrors, applySuggestion, compact, hasManualData, objectParts, subErrors, upperState, type AddressData } from './address.ts';
import type { AddressLookup } from './useAddressSuggestions.ts';
import { useRendererWords, type WordKey } from '../app/words.ts';
import { useWords } from '../app/language.tsx';

const KEYS = ['street1', 'street2', 'city', 'state', 'zip'] as const;
/** A part's label when the schema gives none (schemas/words/widgets.json). */
const DEFAULT_TITLES = { street1: 'addressStreet1', street2: 'addressStreet2', city: 'addressCity', state: 'addressState', zip: 'addressZip' } as const satisfies Record<string, WordKey>;

export function AddressField(props: FieldProps) {
  const w = useRendererWords();
  // The schema's titles are English; the reader's words for them come from the dictionary, by the English.
  const t = useWords();
  const { fieldPathId, registry, uiSchema, errorSchema, disabled, readonly, onChange, onBlur, onFocus } = props;
  const data = (props.formData ?? {}) as AddressData;
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const ctx = registry.formContext as { addressLookup?: AddressLookup; copy?: Record<string, unknown>; warnings?: Record<string, { rule: string; message: string }[]> } | undefined;
  // Rule warnings on a part of the address (e.g. the disaster-zip notice on propertyAddress.zip).
  const base = fieldPathId.path.join('.');
  const partWarnings = Object.entries(ctx?.warnings ?? {}).filter(([path]) => path.startsWith(`${base}.`)).flatMap(([, list]) => list);
  const lookup = options.typeahead === true && typeof ctx?.addressLookup === 'function' ? ctx.addressLookup : undefined;
  const { properties, required } = objectParts(registry.schemaUtils.retrieveSchema(props.schema, props.formData));
  const choices = useMemo(() => stateChoices(properties.state), [properties.state]);
  const [opened, setOpened] = useState(false);
  const openManual = useCallback(() => setOpened(true), []);
  const streetRef = useRef<HTMLInputElement>(null);

  const manual = !lookup || opened || hasManualData(data) || anySubErrors(errorSchema, KEYS.filter((k) => k !== 'street1'));
  const subId = (key: string) => toFieldPathId(key, registry.globalFormOptions, fieldPathId).$id;
  const title = (key: keyof typeof DEFAULT_TITLES) => (typeof properties[key]?.title === 'string' ? t(properties[key].title) : w(DEFAULT_TITLES[key]));
  const set = (patch: AddressData) => onChange(compact({ ...data, ...patch }), fieldPathId.path);
  const off = Boolean(disabled || readonly);

  const input = (key: 'street2' | 'city' | 'state' | 'zip', extra: Record<string, unknown>, transform = (t: string) => t) => (
    <SubInput
      id={subId(key)}
      label={title(key)}
      value={data[key] ?? ''}
      errors={subErrors(errorSchema, key)}
      required={required.has(key)}
      className={`w-sub--${key}`}
      onValue={(t) => set({ [key]: t === '' ? undefined : transform(t) })}
      inputProps={{ ...extra, disabled: Boolean(disabled), readOnly: Boolean(readonly), onBlur: () => onBlur(subId(key), data[key]), onFocus: () => onFocus(subId(key), data[key]) }}
    />
  );

  const occupancy = properties.occupancyType;
  const occupancyLegend = typeof ctx?.copy?.occupancyLabel === 'string' ? ctx.copy.occupancyLabel : (typeof occupancy?.title === 'string' ? t(occupancy.title) : w('addressOccupancy'));

  return (
    <fieldset className="w-fieldset w-address">
      <legend className={options.label === false ? 'w-visually-hidden' : 'w-legend'}>{typeof uiSchema?.['ui:title'] === 'string' ? uiSchema['ui:title'] : props.schema.title ? t(props.schema.title) : props.name}</legend>
      <StreetCombobox
        id={subId('street1')}
        label={title('street1')}
        value={data.street1 ?? ''}
        state={data.state}
        errors={subErrors(errorSchema, 'street1')}
        required={required.has('street1')}
        disabled={Boolean(disabled)}
        readOnly={Boolean(readonly)}
        // Suggestions stay while the inputs are open by themselves (an error after a submit, typed data);
        // the applicant who chose a suggestion or to enter the address by hand gets none.
        lookup={opened ? undefined : lookup}
        inputRef={streetRef}
        onValue={(t) => set({ street1: t === '' ? undefined : t })}
        onChoose={(a) => { onChange(compact(applySuggestion(data, a)), fieldPathId.path); setOpened(true); }}
        onUnavailable={openManual}
        onBlur={() => onBlur(subId('street1'), data.street1)}
        onFocus={() => onFocus(subId('street1'), data.street1)}
      />
      {!manual ? (
        <button type="button" className="w-link-button" disabled={off} onClick={() => { setOpened(true); streetRef.current?.focus(); }}>
          {w('enterAddressManually')}
        </button>
      ) : (
        <>
          {input('street2', { autoComplete: 'address-line2' })}
          {input('city', { autoComplete: 'address-level2' })}
          <div className="w-row">
            {choices.length > 0 ? (
              <StateCombobox
                id={subId('state')}
                label={title('state')}
                value={data.state ?? ''}
                choices={choices}
                errors={subErrors(errorSchema, 'state')}
                required={required.has('state')}
                disabled={Boolean(disabled)}
                readOnly={Boolean(readonly)}
                onValue={(code) => set({ state: code })}
                onBlur={() => onBlur(subId('state'), data.state)}
                onFocus={() => onFocus(subId('state'), data.state)}
              />
            ) : input('state', { autoComplete: 'address-level1', maxLength: 2, autoCapitalize: 'characters' }, upperState)}
            {input('zip', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5, pattern: '[0-9]*' })}
          </div>
        </>
      )}
      {partWarnings.map((w) => <p key={w.rule} className="field__warning" role="status">{w.message}</p>)}
      {options.withOccupancy === true && occupancy ? (
        <OccupancyGroup
          id={subId('occupancyType')}
          legend={occupancyLegend}
          choices={(occupancy.enum ?? []).filter((v): v is string => typeof v === 'string')}
          labels={(options.occupancyLabels ?? {}) as Record<string, string>}
          value={data.occupancyType}
          errors={subErrors(errorSchema, 'occupancyType')}
          required={required.has('occupancyType')}
          disabled={off}
          onValue={(v) => set({ occupancyType: v })}
          onBlur={() => onBlur(subId('occupancyType'), data.occupancyType)}
          onFocus={() => onFocus(subId('occupancyType'), data.occupancyType)}
        />
      ) : null}
    </fieldset>
  );
}
