-- Agent web chat (001 §7 init-web-chat, websocket): conversations between an applicant and a
-- representative, their messages and attachments, the post-chat survey, and staff overrides of
-- operating hours (so demos and tests can force the chat open or closed).
CREATE TABLE chat_conversations (
  sid TEXT PRIMARY KEY,
  channel_id TEXT NOT NULL UNIQUE,
  token TEXT NOT NULL UNIQUE,
  contact_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT,
  application_uuid TEXT,
  identity_uuid TEXT,
  org_code TEXT,
  skill TEXT,
  page_url TEXT,
  status TEXT NOT NULL CHECK (status IN ('WAITING', 'ACTIVE', 'ENDED')),
  agent_name TEXT,
  data_json TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  ended_at INTEGER,
  ended_by TEXT
);
CREATE INDEX chat_conversations_status ON chat_conversations (status, updated_at);

CREATE TABLE chat_conversation_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  conversation_sid TEXT NOT NULL REFERENCES chat_conversations (sid),
  author TEXT NOT NULL CHECK (author IN ('APPLICANT', 'AGENT', 'SYSTEM')),
  author_name TEXT,
  body TEXT NOT NULL,
  attachments_json TEXT NOT NULL DEFAULT '[]',
  client_id TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX chat_conversation_messages_sid ON chat_conversation_messages (conversation_sid, id);

CREATE TABLE chat_attachments (
  uuid TEXT PRIMARY KEY,
  conversation_sid TEXT NOT NULL REFERENCES chat_conversations (sid),
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  content BLOB NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE chat_surveys (
  uuid TEXT PRIMARY KEY,
  contact_id TEXT NOT NULL,
  rating INTEGER,
  comments TEXT,
  created_at INTEGER NOT NULL
);

CREATE TABLE hours_overrides (
  department TEXT PRIMARY KEY,
  open_status TEXT NOT NULL CHECK (open_status IN ('OPEN', 'CLOSED')),
  updated_at INTEGER NOT NULL
);
