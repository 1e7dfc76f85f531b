-- The sign-in throttle counts failures per browser session (`client`, http/visitor.ts) and, as a
-- flood guard only, per address: a household or an office shares one (http/loginThrottle.ts).
ALTER TABLE login_failures ADD COLUMN address TEXT NOT NULL DEFAULT '';
CREATE INDEX login_failures_address ON login_failures (address, at);
