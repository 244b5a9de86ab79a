-- Scans the door turned away, with the reason in a few fixed words, for the console's check-in page.
-- One row per scan (a retried scan id is not counted twice).
CREATE TABLE check_in_refusals (
  id          bigserial PRIMARY KEY,
  meeting_id  integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  verifier_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  scan_id     text NOT NULL,
  reason      text NOT NULL,
  device      text NOT NULL DEFAULT '',
  at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (verifier_id, scan_id)
);
CREATE INDEX check_in_refusals_meeting ON check_in_refusals(meeting_id, reason);
