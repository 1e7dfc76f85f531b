/**
 * The form library's default fields, in the browser build (renderer/build/libraryPatches.ts): all
 * of them but the layout-grid ones, which a screen reaches only by naming them in `ui:field`, and
 * a screen may name only our fields (theme/knownNames.ts, checked by `journey validate` too). The
 * list field loads with the screens that have a list.
 */
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import MultiSchemaField from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { late } from '../../screens/screenParts.tsx';

// The list field loads with the screens that have a list (screens/screenParts.tsx LIST_PARTS).
const ArrayField = late('ArrayField', () => import('@rjsf/core/lib/components/fields/ArrayField.js').then((m) => m.default));

export default function fields() {
  return {
    AnyOfField: MultiSchemaField,
    ArrayField,
    BooleanField,
    CyclicSchemaField,
    FallbackField,
    NumberField,
    ObjectField,
    OneOfField: MultiSchemaField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
    NullField,
  };
}
