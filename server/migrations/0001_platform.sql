-- Platform: users and their tokens, site settings, and bookkeeping of the app itself.
CREATE TABLE users (
  id            serial PRIMARY KEY,
  username      text NOT NULL UNIQUE,
  nickname      text NOT NULL DEFAULT '',
  mobile        text NOT NULL UNIQUE,
  email         text UNIQUE,
  password_hash text NOT NULL,
  avatar        text NOT NULL DEFAULT '',
  gender        smallint NOT NULL DEFAULT 0,
  bio           text NOT NULL DEFAULT '',
  roles         text[] NOT NULL DEFAULT '{}',
  status        text NOT NULL DEFAULT 'normal' CHECK (status IN ('normal', 'disabled')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Only a hash of each token is kept; a token is valid until expires_at unless revoked.
CREATE TABLE user_tokens (
  token_hash  text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX user_tokens_user ON user_tokens(user_id);

-- Site configuration (theme_colors, texts of the agreement, privacy policy and platform introduction).
CREATE TABLE settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE app_meta (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
