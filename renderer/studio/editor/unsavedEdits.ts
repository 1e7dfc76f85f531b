/**
 * A staff member's unsaved edits in the studio editor, kept in the browser per person (the signed-in
 * staff id, sandbox/studio/staffAuth.ts) until they save or discard them: a reload or opening
 * another file loses nothing. Each edit remembers the file's text it started from, so an edit made
 * before someone else saved the file says so instead of silently replacing their change.
 */

export interface UnsavedEdit {
  /** The text as edited. */
  text: string;
  /** The file's text when the edit began. */
  base: string;
  savedAt: number;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const storageKey = (person: string) => `studio-editor:unsaved:${person}`;

export function unsavedEdits(store: KeyValueStore | null, person: string) {
  const key = storageKey(person);
  const read = (): Record<string, UnsavedEdit> => {
    try {
      const value = JSON.parse(store?.getItem(key) ?? '{}') as unknown;
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, UnsavedEdit>) : {};
    } catch {
      return {};
    }
  };
  const write = (all: Record<string, UnsavedEdit>) => {
    if (!store) return;
    if (Object.keys(all).length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(all));
  };
  return {
    all: read,
    get: (file: string): UnsavedEdit | undefined => read()[file],
    /** Keeps the text as edited; a text back to the file's own is no longer an edit. */
    keep(file: string, text: string, base: string, now = Date.now()): void {
      const all = read();
      if (text === base) delete all[file];
      else all[file] = { text, base: all[file]?.base ?? base, savedAt: now };
      write(all);
    },
    drop(file: string): void {
      const all = read();
      delete all[file];
      write(all);
    },
  };
}

export type UnsavedEdits = ReturnType<typeof unsavedEdits>;
