-- Check-in at the door. A ticket (an attendee's signed e-ticket) is admitted once: the attendee row
-- records it with a conditional update, and verifications' UNIQUE (meeting_id, ticket_code) stands behind.
ALTER TABLE attendees ADD COLUMN checked_in_at timestamptz;

ALTER TABLE verifications
  ADD COLUMN attendee_id integer REFERENCES attendees(id),
  ADD COLUMN device      text NOT NULL DEFAULT '',
  -- When the scanner saw the code (a scan made offline arrives later); verified_at is when we recorded it.
  ADD COLUMN scanned_at  timestamptz;
CREATE UNIQUE INDEX verifications_attendee ON verifications(attendee_id);

-- Every scan answer by the client's scan id, so a retried request (a flaky network, an offline queue
-- replayed) gets the same answer and checks nobody in twice.
CREATE TABLE check_in_scans (
  verifier_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  scan_id     text NOT NULL,
  meeting_id  integer NOT NULL,
  code        integer NOT NULL,
  msg         text NOT NULL,
  data        jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (verifier_id, scan_id)
);
CREATE INDEX check_in_scans_created ON check_in_scans(created_at);
