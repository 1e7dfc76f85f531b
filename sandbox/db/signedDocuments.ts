import type { Db } from './database.js';
import type { DisclosureFacts } from '../documents/disclosureFacts.js';

/** A disclosure document as signed: its facts at that moment, the typed signature and when. */
export interface SignedDocument {
  facts: DisclosureFacts;
  signatureName: string;
  signedAt: number;
}

/** Keeps what was signed; signing the same kind again (a revised offer signed anew) replaces it. */
export function saveSignedDocument(db: Db, applicationUuid: string, kind: string, signed: SignedDocument): void {
  db.prepare(
    `INSERT INTO signed_documents (application_uuid, kind, facts_json, signature_name, signed_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (application_uuid, kind) DO UPDATE SET facts_json = excluded.facts_json, signature_name = excluded.signature_name, signed_at = excluded.signed_at`,
  ).run(applicationUuid, kind, JSON.stringify(signed.facts), signed.signatureName, signed.signedAt);
}

export function signedDocument(db: Db, applicationUuid: string, kind: string): SignedDocument | null {
  const row = db.prepare('SELECT facts_json, signature_name, signed_at FROM signed_documents WHERE application_uuid = ? AND kind = ?').get(applicationUuid, kind) as
    { facts_json: string; signature_name: string; signed_at: number } | undefined;
  if (!row) return null;
  const facts = JSON.parse(row.facts_json) as DisclosureFacts & { generatedOn: string };
  return { facts: { ...facts, generatedOn: new Date(facts.generatedOn) }, signatureName: row.signature_name, signedAt: row.signed_at };
}
