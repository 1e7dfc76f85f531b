-- Identities: borrowers and additional signers (CO_DEEDER). E-mail is unique regardless of case,
-- so two concurrent registrations with one e-mail create one identity.
CREATE TABLE identities (
  uuid TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('BORROWER', 'CO_DEEDER')),
  org_code TEXT NOT NULL,
  profile_json TEXT NOT NULL,
  ssn_hash TEXT,
  ssn_last4 TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX identities_email ON identities (email COLLATE NOCASE);

CREATE TABLE applications (
  uuid TEXT PRIMARY KEY,
  identity_uuid TEXT NOT NULL REFERENCES identities (uuid),
  org_code TEXT NOT NULL,
  persona TEXT NOT NULL,
  status TEXT NOT NULL,
  data_json TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX applications_identity ON applications (identity_uuid);

-- The back-office simulator's timetable: statuses an application will reach, applied lazily when read.
CREATE TABLE schedule (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  application_uuid TEXT NOT NULL REFERENCES applications (uuid),
  due_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  patch_json TEXT NOT NULL,
  step TEXT NOT NULL
);
CREATE INDEX schedule_application ON schedule (application_uuid, due_at, id);

CREATE TABLE signers (
  application_uuid TEXT NOT NULL REFERENCES applications (uuid),
  identity_uuid TEXT NOT NULL REFERENCES identities (uuid),
  progress_json TEXT NOT NULL,
  PRIMARY KEY (application_uuid, identity_uuid)
);

CREATE TABLE documents (
  uuid TEXT PRIMARY KEY,
  application_uuid TEXT NOT NULL REFERENCES applications (uuid),
  identity_uuid TEXT NOT NULL,
  type TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content BLOB NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE conditions (
  uuid TEXT PRIMARY KEY,
  application_uuid TEXT NOT NULL REFERENCES applications (uuid),
  data_json TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE login_failures (
  email TEXT NOT NULL COLLATE NOCASE,
  at INTEGER NOT NULL
);
CREATE INDEX login_failures_email ON login_failures (email, at);

CREATE TABLE revoked_tokens (
  jti TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE feedback (
  uuid TEXT PRIMARY KEY,
  identity_uuid TEXT NOT NULL,
  data_json TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE chat_messages (
  question_id TEXT PRIMARY KEY,
  conversation_id TEXT NOT NULL,
  question TEXT NOT NULL,
  response TEXT NOT NULL,
  data_json TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, created_at);

CREATE TABLE chat_feedback (
  uuid TEXT PRIMARY KEY,
  data_json TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE telemetry_sessions (
  uuid TEXT PRIMARY KEY,
  tracker_uuid TEXT NOT NULL,
  context TEXT NOT NULL,
  data_json TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE telemetry_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  context TEXT NOT NULL,
  event TEXT,
  data_json TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE tracker_profiles (
  identity_uuid TEXT PRIMARY KEY,
  profile_uuid TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
