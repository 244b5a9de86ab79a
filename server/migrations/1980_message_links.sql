-- A message about an order links to it: the app shows 查看订单 and opens /order/detail for it.
ALTER TABLE messages ADD COLUMN link text NOT NULL DEFAULT '';
-- Messages sent before about an order name its number: they link to it too.
UPDATE messages SET link = '/order/detail?order_sn=' || substring(content FROM '([MH][0-9]{22})')
 WHERE kind = 'order' AND content ~ '[MH][0-9]{22}';
