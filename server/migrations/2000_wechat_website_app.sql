-- WeChat's QR login (snsapi_login) belongs to a website app of the open platform, not to the official
-- account: a login remembers which app it started with, so its code is exchanged with that app's secret.
ALTER TABLE wechat_login_states ADD COLUMN app_id text NOT NULL DEFAULT '';

-- The sandbox's website app: the same person has another openid there (the unionid is shared, as WeChat
-- does across the apps of one open platform account), and a code is good only for the app that issued it.
ALTER TABLE sandbox_wechat_users ADD COLUMN web_openid text UNIQUE;
UPDATE sandbox_wechat_users SET web_openid = 'ow' || substr(md5(openid), 1, 26) WHERE web_openid IS NULL;
ALTER TABLE sandbox_wechat_users ALTER COLUMN web_openid SET NOT NULL;
ALTER TABLE sandbox_wechat_codes ADD COLUMN app_id text NOT NULL DEFAULT '';
