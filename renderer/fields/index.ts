/** Our RJSF fields, keyed exactly by the `fields` names of renderer/registry.json. All label themselves (see SELF_LABELLED). */
import type { RegistryFieldsType } from '@rjsf/utils';
import { AddressField } from './AddressField.tsx';
import { DateOfBirthField } from './DateOfBirthField.tsx';
import { FileField } from './FileField.tsx';
import { LazyPdfDocumentField } from './LazyPdfDocumentField.tsx';

export const fields = {
  address: AddressField,
  dateOfBirth: DateOfBirthField,
  file: FileField,
  pdfDocument: LazyPdfDocumentField,
} satisfies RegistryFieldsType;
