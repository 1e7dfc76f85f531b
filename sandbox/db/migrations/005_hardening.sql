-- Login throttle per client and per account (issue 14): each failure records the client address too.
ALTER TABLE login_failures ADD COLUMN client TEXT NOT NULL DEFAULT '';
CREATE INDEX login_failures_client ON login_failures (client, at);

-- Chatbot conversations started by a signed-in identity stay theirs (NULL: anonymous).
ALTER TABLE chat_messages ADD COLUMN identity_uuid TEXT;

-- Idempotency-Key (Stripe-style): the first answer to a key is kept and replayed to retries.
-- `scope` is the identity (or client address) and the route; `status` NULL while the first request runs.
CREATE TABLE idempotency_keys (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER,
  response TEXT,
  content_type TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
