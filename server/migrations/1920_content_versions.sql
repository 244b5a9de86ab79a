-- The console edits meeting content (experts, sessions, exhibitors, articles, downloads, home banners): each
-- record carries a version, compared under a row lock on every save (core/versioned.ts), so the second of two
-- organisers saving the same record is refused and shown the newer one instead of overwriting it.
ALTER TABLE experts            ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE meeting_schedules  ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE meeting_exhibitors ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE meeting_downloads  ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE articles           ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE home_banners       ADD COLUMN version integer NOT NULL DEFAULT 1;
