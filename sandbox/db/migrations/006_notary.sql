-- The notary provider the sandbox plays (000 §2 notary/session, notary/schedule-manual,
-- notary/reserve-manual): remote online notarisation sessions between a participant (the borrower
-- or an additional signer) and a notary in the console, and in-person appointments booked on time
-- slots. One open session per participant and application; a slot holds one live booking; an
-- application holds one live booking.
CREATE TABLE notary_sessions (
  uuid TEXT PRIMARY KEY,
  application_uuid TEXT NOT NULL,
  identity_uuid TEXT NOT NULL,
  party TEXT NOT NULL CHECK (party IN ('APPLICANT', 'SIGNER')),
  participant_name TEXT NOT NULL,
  token TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('WAITING', 'IN_SESSION', 'COMPLETED', 'ENDED')),
  notary_name TEXT,
  identity_document_uuid TEXT,
  identity_verified_at INTEGER,
  signature_requested_at INTEGER,
  signature_name TEXT,
  signed_at INTEGER,
  ended_reason TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  admitted_at INTEGER,
  finished_at INTEGER
);
CREATE INDEX notary_sessions_status ON notary_sessions (status, created_at);
CREATE UNIQUE INDEX notary_sessions_one_open ON notary_sessions (application_uuid, identity_uuid) WHERE status IN ('WAITING', 'IN_SESSION');

CREATE TABLE notary_slots (
  uuid TEXT PRIMARY KEY,
  time_zone TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  notary_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (time_zone, starts_at, notary_name)
);
CREATE INDEX notary_slots_time ON notary_slots (time_zone, starts_at);

CREATE TABLE notary_appointments (
  uuid TEXT PRIMARY KEY,
  slot_uuid TEXT NOT NULL REFERENCES notary_slots (uuid),
  application_uuid TEXT NOT NULL,
  confirmation TEXT NOT NULL UNIQUE,
  location TEXT,
  status TEXT NOT NULL CHECK (status IN ('BOOKED', 'RESCHEDULED', 'CANCELLED', 'COMPLETED')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX notary_appointments_slot_taken ON notary_appointments (slot_uuid) WHERE status IN ('BOOKED', 'COMPLETED');
CREATE UNIQUE INDEX notary_appointments_one_live ON notary_appointments (application_uuid) WHERE status = 'BOOKED';
