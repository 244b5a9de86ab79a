-- When each rate counter was last hit: the per-account login back-off waits from the last failure,
-- not from the start of the counter's window.
ALTER TABLE rate_hits ADD COLUMN last_hit_at timestamptz NOT NULL DEFAULT now();
