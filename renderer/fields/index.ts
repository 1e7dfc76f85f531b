/** Our RJSF fields, keyed exactly by the `fields` names of renderer/registry.json. All label themselves (see SELF_LABELLED). */
import type { RegistryFieldsType } from '@rjsf/utils';
import { LazyPdfDocumentField } from './LazyPdfDocumentField.tsx';
import { late } from '../screens/screenParts.tsx';

// Loaded with the screens that name them (screens/screenParts.tsx); the PDF viewer loads as the document shows, with its own message.
const AddressField = late('address', () => import('./AddressField.tsx').then((m) => m.AddressField));
const DateOfBirthField = late('dateOfBirth', () => import('./DateOfBirthField.tsx').then((m) => m.DateOfBirthField));
const FileField = late('file', () => import('./FileField.tsx').then((m) => m.FileField));

export const fields = {
  address: AddressField,
  dateOfBirth: DateOfBirthField,
  file: FileField,
  pdfDocument: LazyPdfDocumentField,
} satisfies RegistryFieldsType;
