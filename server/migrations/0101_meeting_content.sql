-- Meeting content a visitor browses: the meeting's texts and link entries, experts, schedules,
-- downloads, exhibitors and the custom sign-up fields. Rich text columns hold sanitised HTML.
ALTER TABLE meetings
  ADD COLUMN content            text  NOT NULL DEFAULT '',
  ADD COLUMN brief_introduction text  NOT NULL DEFAULT '',
  ADD COLUMN timeline           jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN pay_information    text  NOT NULL DEFAULT '',
  -- The link entries of the meeting home page (spec: "Meeting page link entries").
  ADD COLUMN page_data          jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN tags               text[] NOT NULL DEFAULT '{}';

-- Experts are shared between meetings; meeting_experts says who appears at which meeting.
CREATE TABLE experts (
  id           serial PRIMARY KEY,
  name         text NOT NULL,
  avatar       text NOT NULL DEFAULT '',
  title        text NOT NULL DEFAULT '',
  organization text NOT NULL DEFAULT '',
  introduction text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (name, organization)
);

CREATE TABLE meeting_experts (
  meeting_id integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  expert_id  integer NOT NULL REFERENCES experts(id) ON DELETE CASCADE,
  role       text NOT NULL DEFAULT '',
  sort       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (meeting_id, expert_id)
);
CREATE INDEX meeting_experts_expert ON meeting_experts(expert_id);

CREATE TABLE meeting_schedules (
  id         serial PRIMARY KEY,
  meeting_id integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  title      text NOT NULL,
  start_at   timestamptz NOT NULL,
  end_at     timestamptz NOT NULL,
  hall       text NOT NULL DEFAULT '',
  host       text NOT NULL DEFAULT '',
  content    text NOT NULL DEFAULT '',
  CHECK (end_at >= start_at)
);
CREATE INDEX meeting_schedules_meeting ON meeting_schedules(meeting_id, start_at);

CREATE TABLE meeting_schedule_speakers (
  schedule_id integer NOT NULL REFERENCES meeting_schedules(id) ON DELETE CASCADE,
  expert_id   integer NOT NULL REFERENCES experts(id) ON DELETE CASCADE,
  topic       text NOT NULL DEFAULT '',
  sort        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (schedule_id, expert_id)
);
CREATE INDEX meeting_schedule_speakers_expert ON meeting_schedule_speakers(expert_id);

-- Downloadable files are small documents kept in the database, so every API instance can serve them.
CREATE TABLE meeting_downloads (
  id         serial PRIMARY KEY,
  meeting_id integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  title      text NOT NULL,
  filename   text NOT NULL,
  mime       text NOT NULL,
  data       bytea NOT NULL,
  sort       integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meeting_downloads_meeting ON meeting_downloads(meeting_id);

CREATE TABLE meeting_exhibitors (
  id           serial PRIMARY KEY,
  meeting_id   integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  name         text NOT NULL,
  logo         text NOT NULL DEFAULT '',
  booth        text NOT NULL DEFAULT '',
  category     text NOT NULL DEFAULT '',
  introduction text NOT NULL DEFAULT '',
  phone        text NOT NULL DEFAULT '',
  website      text NOT NULL DEFAULT '',
  sort         integer NOT NULL DEFAULT 0
);
CREATE INDEX meeting_exhibitors_meeting ON meeting_exhibitors(meeting_id);

-- The extra fields a meeting's sign-up form asks for.
CREATE TABLE meeting_custom_fields (
  id          serial PRIMARY KEY,
  meeting_id  integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  name        text NOT NULL,
  label       text NOT NULL,
  type        text NOT NULL CHECK (type IN ('text', 'textarea', 'number', 'mobile', 'email', 'select', 'radio', 'checkbox', 'date', 'area', 'sector')),
  options     jsonb NOT NULL DEFAULT '[]',
  required    boolean NOT NULL DEFAULT false,
  placeholder text NOT NULL DEFAULT '',
  sort        integer NOT NULL DEFAULT 0,
  UNIQUE (meeting_id, name)
);
