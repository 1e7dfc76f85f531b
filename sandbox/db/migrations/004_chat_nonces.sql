-- Borrower authentication for chat (001 §6, §7): short-lived nonces a signed-in borrower gets from
-- webchat/authenticate and renews with webchat/refresh; init-web-chat checks them when the
-- fe-heloc-borrower-authentication flag is on.
CREATE TABLE chat_nonces (
  nonce TEXT PRIMARY KEY,
  identity_uuid TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX chat_nonces_expiry ON chat_nonces (expires_at);
