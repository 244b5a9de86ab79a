-- The console edits meetings, their ticket types and their apply form: each record carries a version
-- (core/versioned.ts compares it under a row lock, so a second organiser's stale save is refused, not lost).
ALTER TABLE meetings
  ADD COLUMN version   integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  -- The zone the organiser wrote the times in; times are stored as instants either way.
  ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Shanghai';
ALTER TABLE ticket_types ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

-- A field of the apply form asked only for some ticket types; empty: for every ticket type.
ALTER TABLE meeting_custom_fields ADD COLUMN ticket_type_ids integer[] NOT NULL DEFAULT '{}';
ALTER TABLE ticket_types ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
