-- A short code beside each e-ticket's signed QR, for typing at the door: 10 characters of an alphabet
-- without look-alikes (no 0/O, 1/I/L), unique per meeting. short_code_hash is its slow fingerprint for the
-- offline list, filled when a scanner first downloads it (see verify/offlineShortCodes.ts).
ALTER TABLE attendees
  ADD COLUMN short_code      text,
  ADD COLUMN short_code_hash text,
  ADD CONSTRAINT attendees_short_code_per_meeting UNIQUE (meeting_id, short_code);

-- Tickets issued before this get theirs now, drawn like eticket/shortCode.ts does: bytes of
-- gen_random_uuid() (a cryptographic source; the version and variant bytes skipped), each below 248
-- taken modulo 31 so every character is equally likely, drawn again when the meeting has it already.
DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  r record;
  code text;
  b bytea;
BEGIN
  FOR r IN SELECT id, meeting_id FROM attendees WHERE ticket_code IS NOT NULL ORDER BY id LOOP
    LOOP
      code := '';
      WHILE length(code) < 10 LOOP
        b := uuid_send(gen_random_uuid());
        FOR i IN 0..15 LOOP
          CONTINUE WHEN i IN (6, 8) OR get_byte(b, i) >= 248 OR length(code) >= 10;
          code := code || substr(alphabet, get_byte(b, i) % 31 + 1, 1);
        END LOOP;
      END LOOP;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM attendees WHERE meeting_id = r.meeting_id AND short_code = code);
    END LOOP;
    UPDATE attendees SET short_code = code WHERE id = r.id;
  END LOOP;
END
$$;
