-- Articles (news, and articles of a meeting when meeting_id is set), their categories,
-- the home page banners and the custom (DIY) page designs. Rich text columns hold sanitised HTML.
CREATE TABLE article_cats (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE articles (
  id           serial PRIMARY KEY,
  cat_id       integer REFERENCES article_cats(id) ON DELETE SET NULL,
  meeting_id   integer REFERENCES meetings(id) ON DELETE CASCADE,
  title        text NOT NULL,
  cover        text NOT NULL DEFAULT '',
  summary      text NOT NULL DEFAULT '',
  author       text NOT NULL DEFAULT '',
  content      text NOT NULL DEFAULT '',
  views        integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  published    boolean NOT NULL DEFAULT true,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_cat ON articles(cat_id, published_at DESC);
CREATE INDEX articles_meeting ON articles(meeting_id, published_at DESC);

CREATE TABLE home_banners (
  id      serial PRIMARY KEY,
  title   text NOT NULL,
  image   text NOT NULL,
  -- An internal path (/meeting/home/1) or an external http(s) address; empty: the banner's own content.
  url     text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  sort    integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

-- A page composed of blocks (banner, link entries, meetings, articles, rich text), e.g. key 'diy_home'.
CREATE TABLE page_designs (
  key    text PRIMARY KEY,
  title  text NOT NULL,
  blocks jsonb NOT NULL DEFAULT '[]'
);
