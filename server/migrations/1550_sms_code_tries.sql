-- Wrong guesses of one SMS code from each address: a stranger's guesses are counted apart from the
-- owner's, so they cannot burn the owner's code (see verifyCode); stranger_attempts caps them in all.
CREATE TABLE sms_code_tries (
  code_id integer NOT NULL REFERENCES sms_codes(id) ON DELETE CASCADE,
  ip      text NOT NULL,
  wrong   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (code_id, ip)
);
ALTER TABLE sms_codes ADD COLUMN stranger_attempts integer NOT NULL DEFAULT 0;
