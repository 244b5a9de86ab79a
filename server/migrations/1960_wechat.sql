-- WeChat sign-in and sharing: who is bound to which WeChat identity, the logins under way, and the
-- global access token and jsapi_ticket every API instance shares.

-- One WeChat identity binds one account and one account binds one identity (openid per app; unionid,
-- when WeChat gives one, across the apps of one open platform account).
CREATE TABLE wechat_bindings (
  user_id    integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  app_id     text NOT NULL,
  openid     text NOT NULL,
  unionid    text,
  nickname   text NOT NULL DEFAULT '',
  avatar     text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (app_id, openid)
);
CREATE UNIQUE INDEX wechat_bindings_unionid ON wechat_bindings(unionid) WHERE unionid IS NOT NULL;

-- A login started by one browser: its state names this row, used once, within its expiry.
CREATE TABLE wechat_login_states (
  nonce       text PRIMARY KEY,
  browser     text NOT NULL,
  redirect    text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX wechat_login_states_expires ON wechat_login_states(expires_at);

-- A WeChat identity waiting for a mobile (bind_token, stored hashed): bound by the next login or sign-up.
CREATE TABLE wechat_pending_binds (
  token_hash  text PRIMARY KEY,
  app_id      text NOT NULL,
  openid      text NOT NULL,
  unionid     text,
  nickname    text NOT NULL DEFAULT '',
  avatar      text NOT NULL DEFAULT '',
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- The global access token and jsapi_ticket: one refresher at a time takes the lease (refreshing_until).
CREATE TABLE wechat_global_tokens (
  app_id           text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('access_token', 'jsapi_ticket')),
  value            text NOT NULL DEFAULT '',
  expires_at       timestamptz NOT NULL DEFAULT 'epoch',
  refreshing_until timestamptz,
  refreshes        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (app_id, kind)
);

-- The sandbox's side (never used with a real WeChat app): its users, codes and tokens.
CREATE TABLE sandbox_wechat_users (
  browser    text PRIMARY KEY,
  openid     text NOT NULL UNIQUE,
  unionid    text NOT NULL UNIQUE,
  nickname   text NOT NULL,
  avatar     text NOT NULL
);

CREATE TABLE sandbox_wechat_codes (
  code       text PRIMARY KEY,
  openid     text NOT NULL,
  scope      text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

CREATE TABLE sandbox_wechat_tokens (
  token      text PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('user', 'refresh', 'global', 'ticket')),
  openid     text,
  scope      text NOT NULL DEFAULT '',
  expires_at timestamptz NOT NULL
);
