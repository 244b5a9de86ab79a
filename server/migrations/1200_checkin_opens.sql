-- When the door opens for a meeting: scans before it are refused (online and by the offline list).
-- By default 00:00 in Shanghai of the calendar day before the meeting starts (China keeps +08:00 all
-- year, so the offset is fixed); import-meeting may store another time.
CREATE FUNCTION default_checkin_opens_at(start_at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT (date_trunc('day', (start_at AT TIME ZONE 'UTC') + interval '8 hours') - interval '1 day' - interval '8 hours') AT TIME ZONE 'UTC' $$;

ALTER TABLE meetings ADD COLUMN checkin_opens_at timestamptz;
UPDATE meetings SET checkin_opens_at = default_checkin_opens_at(start_at);
ALTER TABLE meetings ALTER COLUMN checkin_opens_at SET NOT NULL;

-- Every way a meeting is written (the import, demo data, tests' bare rows) gets the default when it
-- names no time, so the rule lives here once. A meeting moved later keeps a time it was given.
CREATE FUNCTION meetings_checkin_opens_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.checkin_opens_at IS NULL THEN
    NEW.checkin_opens_at := default_checkin_opens_at(NEW.start_at);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER meetings_checkin_opens_at BEFORE INSERT OR UPDATE ON meetings
  FOR EACH ROW EXECUTE FUNCTION meetings_checkin_opens_at();
