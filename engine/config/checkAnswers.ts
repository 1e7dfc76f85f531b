/**
 * A screen's answers reach the lender: every property a submitting screen's schema declares is one
 * that the operation it submits to (schemas/operations.json `body`, composed of its sources)
 * declares too, nested objects included. The sandbox keeps exactly what an operation declares and
 * refuses the rest (engine/declaredAnswers.ts), so an answer missing from the operation would make
 * every submit of the screen fail, or be lost by a lender that drops what it does not know.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { declaredProperties } from '../declaredAnswers.ts';
import { readJson, refContext, type ConfigSet } from './loadConfig.ts';
import { resolveFile } from './resolveRefs.ts';
import { pointer, type Problem } from './problems.ts';
import { bodyOf, OPERATIONS_FILE, readOperationTable } from './operationTable.ts';

type Json = Record<string, unknown>;

/** The properties declared by `screen` and not by `accepted`, as paths (`address.unit`), nested objects followed where both declare theirs. */
export function unaccepted(screen: unknown, accepted: Record<string, Json>, at: string[] = []): string[][] {
  const out: string[][] = [];
  for (const [key, schema] of Object.entries(declaredProperties(screen))) {
    const other = accepted[key];
    if (!other) { out.push([...at, key]); continue; }
    const inner = declaredProperties(other);
    if (Object.keys(inner).length > 0 && Object.keys(declaredProperties(schema)).length > 0) out.push(...unaccepted(schema, inner, [...at, key]));
  }
  return out;
}

export function checkAnswers(set: ConfigSet): Problem[] {
  const table = readOperationTable(set.root);
  if (!table) return [];
  const refs = refContext(join(set.root, 'schemas'));
  const schemaOf = (id: string): unknown => {
    if (!id.startsWith('api/')) return set.screens[id]?.data.schema;
    const file = join(set.root, 'schemas', `${id}.json`);
    return existsSync(file) ? resolveFile(file, refs).value : undefined;
  };
  // An operation declares what any of its sources declares (engine/config/composeBody.ts merges their properties).
  const declaredBy = (name: string): Record<string, Json> => Object.assign({}, ...(bodyOf(table, name)?.sources ?? []).map((s) => declaredProperties(schemaOf(typeof s === 'string' ? s : s.id))));
  const out: Problem[] = [];
  for (const [id, loaded] of Object.entries(set.screens)) {
    const screen = loaded.data;
    // The screens a review page lists the answers of (a screen's `answers`) have answers to list.
    (screen.answers?.screens ?? []).forEach((listed, i) => {
      if (set.screens[listed]?.data.schema) return;
      out.push({ file: loaded.file, pointer: pointer('answers', 'screens', i), message: `"${String(listed)}" is no screen with fields: there are no answers of it to list` });
    });
    const api = screen.submit?.api;
    if (typeof api !== 'string' || !bodyOf(table, api) || !screen.schema) continue;
    for (const path of unaccepted(screen.schema, declaredBy(api))) {
      out.push({
        file: loaded.file,
        pointer: pointer('schema', ...path.flatMap((p) => ['properties', p])),
        message: `The answer "${path.join('.')}" of screen "${id}" is not one that operation "${api}" accepts (${OPERATIONS_FILE}): every submit would be refused. Add the screen, or a schema declaring it, to the operation's sources`,
      });
    }
  }
  out.push(...checkStepAnswers(set, (name) => (bodyOf(table, name) ? declaredBy(name) : undefined)));
  return out;
}

/** A screen's field in the words a product person reads: its label, then the names the files use. */
function fieldWords(set: ConfigSet, id: string, field: string): string {
  const screen = set.screens[id]?.data;
  const label = declaredProperties(screen?.schema)[field]?.['title'];
  const title = screen?.copy.title;
  const question = typeof label === 'string' ? `The question "${label}" (${field})` : `The answer "${field}"`;
  return `${question} on the screen ${typeof title === 'string' ? `"${title}" (${id})` : `"${id}"`}`;
}

/**
 * The answers of a journey's steps that are kept in the draft and sent when the steps are complete
 * (a journey's `stepsComplete.calls`, engine/registration.ts): each property a step screen declares
 * is one that some call sends (a call's `screens`, `fields` or `add`), or the applicant's answer
 * would never leave the browser; each screen a call names is a screen with fields; and the answers
 * a call sends are ones its operation (the call's id, schemas/operations.json) accepts,
 * or every registration would be refused.
 */
function checkStepAnswers(set: ConfigSet, accepted: (operation: string) => Record<string, Json> | undefined): Problem[] {
  const out: Problem[] = [];
  for (const [name, journey] of Object.entries(set.journeys)) {
    const data = journey.data;
    const calls = data.stepsComplete?.calls ?? [];
    if (calls.length === 0) continue;
    const schemaOf = (id: string): unknown => set.screens[id]?.data.schema;
    const sent = new Set<string>();
    calls.forEach((call, c) => {
      const id = String(call['id']);
      const operation = accepted(id);
      ((call['screens'] as unknown[] | undefined) ?? []).forEach((screenId, i) => {
        const schema = typeof screenId === 'string' ? schemaOf(screenId) : undefined;
        if (!schema) {
          out.push({ file: journey.file, pointer: pointer('stepsComplete', 'calls', c, 'screens', i), message: `"${String(screenId)}" is no screen with fields: the ${id} call has no answers of it to send` });
          return;
        }
        const screenFile = set.screens[screenId as string]!.file;
        for (const field of Object.keys(declaredProperties(schema))) sent.add(field);
        if (!operation) return;
        for (const path of unaccepted(schema, operation)) {
          out.push({
            file: screenFile,
            pointer: pointer('schema', ...path.flatMap((p) => ['properties', p])),
            message: `${fieldWords(set, screenId as string, path[0]!)} is sent by the ${id} call of journey "${name}", but the lender's ${id} operation does not accept "${path.join('.')}" (${OPERATIONS_FILE}): every registration would be refused. Add the screen to the operation's sources`,
          });
        }
      });
      const single = [...((call['fields'] as string[] | undefined) ?? []), ...Object.keys((call['add'] as Json | undefined) ?? {})];
      single.forEach((field) => {
        sent.add(field);
        if (operation && !(field in operation)) {
          const at = ((call['fields'] as string[] | undefined) ?? []).indexOf(field);
          out.push({
            file: journey.file,
            pointer: at >= 0 ? pointer('stepsComplete', 'calls', c, 'fields', at) : pointer('stepsComplete', 'calls', c, 'add', field),
            message: `The ${id} call sends "${field}", which the lender's ${id} operation does not accept (${OPERATIONS_FILE}): every registration would be refused. Remove it, or add a schema declaring it to the operation's sources`,
          });
        }
      });
    });
    const stepScreens = new Set(data.routes.map((r) => r.screen).filter((id): id is string => typeof id === 'string'));
    for (const id of stepScreens) {
      const screen = set.screens[id];
      const schema = screen?.data.schema;
      const submit = screen?.data.submit;
      if (!screen || !schema || !submit || submit.api !== undefined) continue;
      for (const field of Object.keys(declaredProperties(schema))) {
        if (sent.has(field)) continue;
        out.push({
          file: screen.file,
          pointer: pointer('schema', 'properties', field),
          message: `${fieldWords(set, id, field)} is sent to the lender by no registration call, so every answer to it would be thrown away. In ${journey.file}, add "${id}" to the screens of the call that should send it (stepsComplete.calls: screens)`,
        });
      }
    }
  }
  return out;
}
