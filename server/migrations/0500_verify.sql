-- Which verifiers (users with the verifier role) check attendees in at which meetings.
CREATE TABLE meeting_verifiers (
  meeting_id integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (meeting_id, user_id)
);
CREATE INDEX meeting_verifiers_user ON meeting_verifiers(user_id);

-- Check-ins: one row per admitted ticket. The ticket code is what the attendee's QR code carries;
-- it is unique per meeting, so a ticket can be checked in only once even when two verifiers scan it.
CREATE TABLE verifications (
  id          serial PRIMARY KEY,
  meeting_id  integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  verifier_id integer NOT NULL REFERENCES users(id),
  ticket_code text NOT NULL,
  verified_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (meeting_id, ticket_code)
);
