/**
 * The sandbox's schema migrations: numbered once each (two branches adding the same number would
 * leave one unapplied on some databases), applied in order on a fresh file, and a database made
 * before the notary tables (at 005) gets the later ones.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../sandbox/db/database.ts';

const dir = path.resolve('sandbox/db/migrations');
const files = fs.readdirSync(dir).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();

describe('sandbox migrations', () => {
  it('each number is used once, counting up from 001', () => {
    const numbers = files.map((f) => Number(f.split('_')[0]));
    expect(numbers).toEqual(numbers.map((_n, i) => i + 1));
  });

  it('a fresh database gets every migration and the notary tables', () => {
    const db = openDatabase(':memory:');
    const applied = (db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: string }[]).map((r) => r.version);
    expect(applied).toEqual(files);
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['notary_sessions', 'notary_slots', 'notary_appointments', 'idempotency_keys']));
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it('a database at 005 gets the later migrations', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-migrations-')), 'old.sqlite');
    const old = new Database(file);
    old.exec('CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
    const upTo5 = files.filter((f) => Number(f.split('_')[0]) <= 5);
    for (const f of upTo5) {
      old.exec(fs.readFileSync(path.join(dir, f), 'utf8'));
      old.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(f, 0);
    }
    const before = (old.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get() as { n: number }).n;
    old.close();
    const db = openDatabase(file);
    expect((db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get() as { n: number }).n).toBe(files.length);
    expect(before).toBe(upTo5.length);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'notary_slots'").get()).toBeTruthy();
    db.close();
  });
});
