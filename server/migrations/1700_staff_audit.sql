-- Who runs which meeting, with one of a few fixed roles (what each may do: features/admin/permissions.ts).
CREATE TABLE meeting_staff (
  meeting_id integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role       text NOT NULL CHECK (role IN ('owner', 'finance', 'operator', 'viewer', 'verifier')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (meeting_id, user_id)
);
CREATE INDEX meeting_staff_user ON meeting_staff(user_id);

-- Today's verifiers become staff with the verifier role.
INSERT INTO meeting_staff (meeting_id, user_id, role, created_at) SELECT meeting_id, user_id, 'verifier', created_at FROM meeting_verifiers;
DROP TABLE meeting_verifiers;

-- Check-in keeps reading the verifiers under their old name; a row written there is a verifier on the staff.
CREATE VIEW meeting_verifiers AS SELECT meeting_id, user_id, created_at FROM meeting_staff WHERE role = 'verifier';
CREATE FUNCTION meeting_verifiers_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO meeting_staff (meeting_id, user_id, role, created_at) VALUES (NEW.meeting_id, NEW.user_id, 'verifier', coalesce(NEW.created_at, now()));
  RETURN NEW;
END
$$;
CREATE TRIGGER meeting_verifiers_insert INSTEAD OF INSERT ON meeting_verifiers
  FOR EACH ROW EXECUTE FUNCTION meeting_verifiers_insert();

-- What was done by whom: every money action and role change, written in the action's own transaction.
-- No foreign keys: the record outlives the user or meeting it names.
CREATE TABLE audit_log (
  id            bigserial PRIMARY KEY,
  actor         text NOT NULL CHECK (actor IN ('user', 'cli', 'system')),
  actor_user_id integer CHECK ((actor = 'user') = (actor_user_id IS NOT NULL)),
  at            timestamptz NOT NULL DEFAULT now(),
  meeting_id    integer,
  action        text NOT NULL,
  target        text NOT NULL,
  before        jsonb,
  after         jsonb,
  reason        text NOT NULL DEFAULT '',
  ip            text
);
CREATE INDEX audit_log_meeting ON audit_log(meeting_id, id);
CREATE INDEX audit_log_target ON audit_log(target, id);

-- Append-only whoever asks: no route, command or hand-typed statement rewrites history.
CREATE FUNCTION audit_log_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
