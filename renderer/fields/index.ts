/** Our RJSF fields, keyed exactly by the `fields` names of renderer/registry.json. Both label themselves (see SELF_LABELLED). */
import type { RegistryFieldsType } from '@rjsf/utils';
import { AddressField } from './AddressField.tsx';
import { DateOfBirthField } from './DateOfBirthField.tsx';

export const fields = {
  address: AddressField,
  dateOfBirth: DateOfBirthField,
} satisfies RegistryFieldsType;
