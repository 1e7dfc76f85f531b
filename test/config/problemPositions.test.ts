/** Where the editor marks a problem of journey validate (engine/config/problemPositions.ts). */
import { describe, expect, it } from 'vitest';
import { placeProblems } from '../../engine/config/problemPositions.ts';

const text = `{
  "routes": [
    { "path": "/a" },
    { "path": "/b", "screen": "x" }
  ],
  "copy": { "a/b": "slash", "200": "number-like key" }
}`;
const at = (pointer: string, message = 'm') => placeProblems(text, [{ file: 'f.json', pointer, message }])[0]!;

describe('placeProblems', () => {
  it('marks a property from its name, inside arrays by index', () => {
    const p = at('/routes/1/screen');
    expect([p.line, p.column]).toEqual([4, 21]);
    expect(text.slice(p.from, p.to)).toBe('"screen": "x"');
  });

  it('reads escaped pointer segments and keys that look like numbers', () => {
    expect(text.slice(at('/copy/a~1b').from, at('/copy/a~1b').to)).toBe('"a/b": "slash"');
    expect(at('/copy/200').line).toBe(6);
  });

  it('marks the nearest value that exists for a missing property', () => {
    const p = at('/routes/0/screen');
    expect(text.slice(p.from, p.to)).toBe('{ "path": "/a" }');
  });

  it('marks a syntax error where parsing stopped', () => {
    const p = placeProblems('{\n  "a": ,\n}', [{ file: 'f.json', pointer: '', message: 'does not parse: line 2, column 8: a value is expected' }])[0]!;
    expect([p.line, p.column, p.from]).toEqual([2, 8, 9]);
  });
});
