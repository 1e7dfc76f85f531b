/**
 * Config JSON as text: parsed strictly (no comments, no trailing commas), and a file that does not
 * parse is reported by line and column, the way an editor shows it, not by byte position (Node's
 * own message gives a position, or only a snippet).
 */
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

export class JsonSyntaxError extends Error {
  constructor(readonly line: number, readonly column: number, readonly reason: string) {
    super(`line ${line}, column ${column}: ${reason}`);
  }
}

const REASONS: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'not a valid number',
  PropertyNameExpected: 'a property name in double quotes is expected (a trailing comma?)',
  ValueExpected: 'a value is expected',
  ColonExpected: '":" is expected after the property name',
  CommaExpected: '"," is expected between entries',
  CloseBraceExpected: '"}" is expected',
  CloseBracketExpected: '"]" is expected',
  EndOfFileExpected: 'nothing may follow the value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'the comment is not closed',
  UnexpectedEndOfString: 'the text is not closed with "',
  UnexpectedEndOfNumber: 'the number is cut off',
  InvalidUnicode: 'not a valid \\u escape',
  InvalidEscapeCharacter: 'not a valid escape (use \\\\ for a backslash)',
  InvalidCharacter: 'a control character (a tab or new line?) inside text',
};

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const errors: ParseError[] = [];
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = errors[0];
    if (!first) throw new JsonSyntaxError(1, 1, (e as Error).message);
    const { line, column } = lineAndColumn(text, first.offset);
    const code = printParseErrorCode(first.error);
    throw new JsonSyntaxError(line, column, REASONS[code] ?? code);
  }
}
