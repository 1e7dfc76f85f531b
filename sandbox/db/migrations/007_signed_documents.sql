-- A disclosure document as the applicant signed it: the figures and names it stated at that moment,
-- so the document served afterwards is the one signed, whatever changes in the application or the
-- profile later (sandbox/db/signedDocuments.ts).
CREATE TABLE signed_documents (
  application_uuid TEXT NOT NULL,
  kind TEXT NOT NULL,
  facts_json TEXT NOT NULL,
  signature_name TEXT NOT NULL,
  signed_at INTEGER NOT NULL,
  PRIMARY KEY (application_uuid, kind)
);
