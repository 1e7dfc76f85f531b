/**
 * What the generic screen needs to know of our fields (renderer/registry.json `fields`) without
 * loading them. `partsAreQuestions`: fields whose parts are each a question with its own label and
 * control (an address: street, city, state, zipcode, occupancy), so the error summary lists each
 * part in error (screens/fieldLabels.ts); a date of birth or a file is one question.
 */
export const partsAreQuestions: ReadonlySet<string> = new Set(['address']);
