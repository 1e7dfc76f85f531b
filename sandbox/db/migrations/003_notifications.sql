-- Notifications of a signed-in identity (001 §3, §4): added through the operations API, read in the
-- shell's notifications panel, marked read by the applicant. status is UNREAD or READ.
CREATE TABLE notifications (
  uuid TEXT PRIMARY KEY,
  identity_uuid TEXT NOT NULL REFERENCES identities (uuid),
  status TEXT NOT NULL CHECK (status IN ('UNREAD', 'READ')),
  data_json TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX notifications_identity ON notifications (identity_uuid, created_at);
