/**
 * Widget "notarySlot" (000 §2 notary/schedule-manual): the free in-person notary times of the
 * application (GET .../notary-slots), shown in the property's time zone: a day, then a time of that
 * day. The value is the chosen slot's id. Self-labelled (a fieldset); loaded with its screen.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { ScreenFormContext } from '../theme/formContext.ts';
import { fetchNotarySlots, notarySlotsKey } from '../notary/notaryApi.ts';
import { dayKey, dayLabel, timeLabel } from '../notary/appointmentTime.ts';
import { hasErrors, ownLabel } from './common.ts';

export function NotarySlotWidget(props: WidgetProps) {
  const { id, value, onChange, rawErrors, disabled, readonly } = props;
  const formContext = props.registry.formContext as ScreenFormContext | undefined;
  const copy = (formContext?.copy ?? {}) as Record<string, string>;
  const uuid = String(formContext?.ctx?.params?.['uuid'] ?? formContext?.ctx?.app?.['uuid'] ?? '');
  const slots = useQuery({ queryKey: notarySlotsKey(uuid), queryFn: () => fetchNotarySlots(uuid), enabled: Boolean(uuid), staleTime: 30_000 });
  const timeZone = slots.data?.timeZone ?? 'America/Los_Angeles';
  const days = useMemo(() => {
    const byDay = new Map<string, { uuid: string; startsAt: string }[]>();
    for (const s of slots.data?.slots ?? []) {
      const key = dayKey(s.startsAt, timeZone);
      byDay.set(key, [...(byDay.get(key) ?? []), s]);
    }
    return [...byDay.entries()];
  }, [slots.data, timeZone]);
  const chosenDay = days.find(([, list]) => list.some((s) => s.uuid === value))?.[0];
  const [day, setDay] = useState<string | undefined>(undefined);
  const shownDay = day ?? chosenDay ?? days[0]?.[0];
  const times = days.find(([key]) => key === shownDay)?.[1] ?? [];
  const invalid = hasErrors(rawErrors);

  return (
    <fieldset className="w-fieldset w-slots">
      <legend className="w-legend">{ownLabel(props)}</legend>
      {slots.isPending ? <p role="status">{copy.slotsLoading}</p> : slots.isError ? <p role="alert">{copy.slotsFailed}</p> : days.length === 0 ? <p>{copy.slotsEmpty}</p> : (
        <>
          <label className="w-label" htmlFor={`${id}-day`}>{copy.slotDayLabel}</label>
          <select id={`${id}-day`} className="w-input" value={shownDay} disabled={Boolean(disabled || readonly)} onChange={(e) => setDay(e.target.value)}>
            {days.map(([key, list]) => <option key={key} value={key}>{dayLabel(list[0]!.startsAt, timeZone)}</option>)}
          </select>
          <fieldset role="radiogroup" className="w-fieldset w-radios w-radios--inline w-slots__times">
            <legend className="w-legend">{copy.slotTimeLabel}</legend>
            {times.map((s, i) => (
              <label key={s.uuid} className="w-choice">
                <input
                  type="radio"
                  id={i === 0 ? id : `${id}-${i}`}
                  name={id}
                  value={s.uuid}
                  checked={value === s.uuid}
                  disabled={Boolean(disabled || readonly)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={ariaDescribedByIds(id)}
                  onChange={() => onChange(s.uuid)}
                />
                <span>{timeLabel(s.startsAt, timeZone)}{s.uuid === slots.data?.bookedSlotUuid ? ` ${copy.slotCurrent ?? ''}` : ''}</span>
              </label>
            ))}
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
