/**
 * The message for a problem whose schema gives none of its own, in the words of
 * docs/error-messages.md: built from the field's label ("Enter employer name", "Select occupancy",
 * "Employer name must be 128 characters or fewer"), never a bare "Required" or the form library's
 * English. `journey validate` makes every screen and API schema name its own messages; this is the
 * floor under them, used by the form (renderer/screens/SchemaScreen.tsx) and the sandbox's request
 * checks (sandbox/validation/pointers.ts) alike. Pure.
 */

export interface ProblemFacts {
  /** The JSON Schema keyword that failed (ajv's `keyword`): required, type, maxLength, enum… */
  keyword: string;
  /** The failed keyword's limit, when it has one (maxLength 64, minimum 0). */
  limit?: number;
  /** The field's label (its schema title), when known. */
  label?: string;
  /** The field is a choice (enum, oneOf, const, boolean): "Select", not "Enter". */
  choice?: boolean;
}

const CHOICE_KEYWORDS = new Set(['enum', 'const', 'oneOf', 'anyOf']);

/** "Employer name (optional)" → "employer name"; an all-capitals word or a question stays as written. */
function inSentence(label: string): string {
  const bare = label.replace(/\s*\(optional\)\s*$/i, '').replace(/[.:]\s*$/, '').trim();
  return /^[A-Z][a-z]/.test(bare) && !/^[A-Z][a-z]+ [A-Z]/.test(bare) ? bare[0]!.toLowerCase() + bare.slice(1) : bare;
}

const capital = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** What to do to answer the field: "Enter employer name", "Select an answer to: Is it for sale?". */
function answer(label: string | undefined, choice: boolean): string {
  if (!label) return choice ? 'Select an answer' : 'Enter an answer';
  const name = inSentence(label);
  if (name.endsWith('?')) return `${choice ? 'Select an answer to' : 'Answer'}: ${name[0]!.toUpperCase()}${name.slice(1)}`;
  return `${choice ? 'Select' : 'Enter'} ${name}`;
}

export function fallbackMessage({ keyword, limit, label, choice = false }: ProblemFacts): string {
  const isChoice = choice || CHOICE_KEYWORDS.has(keyword);
  const name = label && !label.trim().endsWith('?') ? capital(inSentence(label)) : undefined;
  const subject = name ?? 'This answer';
  switch (keyword) {
    case 'required': return answer(label, isChoice);
    case 'type': return answer(label, isChoice);
    case 'enum': case 'const': case 'oneOf': case 'anyOf': return answer(label, true);
    case 'minLength': return limit === undefined || limit <= 1 ? answer(label, false) : `${subject} must be ${limit} characters or more`;
    case 'maxLength': return `${subject} must be ${limit} characters or fewer`;
    case 'minimum': return `${subject} must be ${limit} or more`;
    case 'exclusiveMinimum': return `${subject} must be more than ${limit}`;
    case 'maximum': return `${subject} must be ${limit} or less`;
    case 'exclusiveMaximum': return `${subject} must be less than ${limit}`;
    case 'minItems': return `Select at least ${limit}${name ? ` for ${inSentence(name)}` : ''}`;
    case 'maxItems': return `Select ${limit} or fewer${name ? ` for ${inSentence(name)}` : ''}`;
    case 'uniqueItems': return `Select each option once${name ? ` for ${inSentence(name)}` : ''}`;
    case 'pattern': case 'format': return `Enter ${name ? inSentence(name) : 'this answer'} in the correct format`;
    case 'multipleOf': return `Enter ${name ? inSentence(name) : 'this answer'} as a whole number`;
    default: return `Check ${name ? inSentence(name) : 'this answer'}`;
  }
}
