import { generateKeyPairSync } from 'node:crypto';

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });

/** Everything production mode asks for, set: tests take settings away one at a time. */
const merchant = pem();
const alipay = pem();

export function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ALIPAY_APP_ID: '2021000000000001',
    ALIPAY_PRIVATE_KEY: merchant.privateKey,
    ALIPAY_PUBLIC_KEY: alipay.publicKey,
    PUBLIC_BASE_URL: 'https://meeting.example.com',
    INVOICE_SELLER_NAME: '杭州示例会务有限公司',
    INVOICE_SELLER_TAX_NO: '91330100799655058B',
    INVOICE_SELLER_ADDRESS: '浙江省杭州市西湖区文三路 1 号',
    INVOICE_SELLER_PHONE: '0571-88000000',
    INVOICE_SELLER_BANK: '中国银行杭州分行',
    INVOICE_SELLER_ACCOUNT: '3566 0000 0000 0001',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tTestAccessKeyId',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'testAccessKeySecret0123456789',
    ALIYUN_SMS_SIGN_NAME: '会议酒店',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
  };
}
