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
import { MoneyWidget } from './MoneyWidget.tsx';
import { YesNoWidget } from './YesNoWidget.tsx';
import { ConsentWidget } from './ConsentWidget.tsx';
import { HiddenWidget } from './HiddenWidget.tsx';
import { SsnWidget } from './SsnWidget.tsx';
import { late } from '../screens/screenParts.tsx';

// Loaded with the screens that name them (screens/screenParts.tsx); the phone widget brings libphonenumber-js's metadata.
const NewPasswordWidget = late('newPassword', () => import('./NewPasswordWidget.tsx').then((m) => m.NewPasswordWidget));
const PhoneWidget = late('phone', () => import('./PhoneWidget.tsx').then((m) => m.PhoneWidget));
const CheckboxesWidget = late('checkboxes', () => import('./CheckboxesWidget.tsx').then((m) => m.CheckboxesWidget));
const OfferChoiceWidget = late('offerChoice', () => import('./OfferChoiceWidget.tsx').then((m) => m.OfferChoiceWidget));
const NotarySlotWidget = late('notarySlot', () => import('./NotarySlotWidget.tsx').then((m) => m.NotarySlotWidget));

export const widgets = {
  text: TextWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  email: EmailWidget,
  password: PasswordWidget,
  newPassword: NewPasswordWidget,
  phone: PhoneWidget,
  ssn: SsnWidget,
  money: MoneyWidget,
  yesNo: YesNoWidget,
  consent: ConsentWidget,
  hidden: HiddenWidget,
  checkboxes: CheckboxesWidget,
  offerChoice: OfferChoiceWidget,
  notarySlot: NotarySlotWidget,
} satisfies RegistryWidgetsType;

/** `ui:widget` / `ui:field` names whose component labels itself (the FieldTemplate skips its label). */
export const SELF_LABELLED: ReadonlySet<string> = new Set(['radio', 'yesNo', 'checkbox', 'consent', 'checkboxes', 'offerChoice', 'notarySlot', 'address', 'dateOfBirth', 'file', 'pdfDocument']);

/** `ui:field` names that show their own errors (the FieldTemplate does not add them a second time). */
export const OWN_ERRORS: ReadonlySet<string> = new Set(['file']);
