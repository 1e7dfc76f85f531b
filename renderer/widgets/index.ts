/**
 * Our RJSF widgets, keyed exactly by the `widgets` names of renderer/registry.json.
 *
 * Self-labelled widgets render their own label or legend, so the FieldTemplate must not add one:
 * radio, yesNo (fieldset + legend), checkbox, consent (label wraps the text), and the fields
 * address and dateOfBirth (fieldset + legend). With `ui:options.label: false` their legend is kept
 * for screen readers but visually hidden; plain widgets then get an aria-label instead.
 */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { TextWidget } from './TextWidget.tsx';
import { TextareaWidget } from './TextareaWidget.tsx';
import { SelectWidget } from './SelectWidget.tsx';
import { RadioWidget } from './RadioWidget.tsx';
import { CheckboxWidget } from './CheckboxWidget.tsx';
import { EmailWidget } from './EmailWidget.tsx';
import { PasswordWidget } from './PasswordWidget.tsx';
import { NewPasswordWidget } from './NewPasswordWidget.tsx';
import { MoneyWidget } from './MoneyWidget.tsx';
import { LazyPhoneWidget } from './LazyPhoneWidget.tsx';
import { YesNoWidget } from './YesNoWidget.tsx';
import { ConsentWidget } from './ConsentWidget.tsx';
import { HiddenWidget } from './HiddenWidget.tsx';
import { CheckboxesWidget } from './CheckboxesWidget.tsx';
import { OfferChoiceWidget } from './OfferChoiceWidget.tsx';
import { LazyNotarySlotWidget } from './LazyNotarySlotWidget.tsx';

export const widgets = {
  text: TextWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  email: EmailWidget,
  password: PasswordWidget,
  newPassword: NewPasswordWidget,
  phone: LazyPhoneWidget,
  money: MoneyWidget,
  yesNo: YesNoWidget,
  consent: ConsentWidget,
  hidden: HiddenWidget,
  checkboxes: CheckboxesWidget,
  offerChoice: OfferChoiceWidget,
  notarySlot: LazyNotarySlotWidget,
} satisfies RegistryWidgetsType;

/** `ui:widget` / `ui:field` names whose component labels itself (the FieldTemplate skips its label). */
export const SELF_LABELLED: ReadonlySet<string> = new Set(['radio', 'yesNo', 'checkbox', 'consent', 'checkboxes', 'offerChoice', 'notarySlot', 'address', 'dateOfBirth', 'file', 'pdfDocument']);
