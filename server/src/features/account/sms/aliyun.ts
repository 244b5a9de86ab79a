import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { SmsConfig } from '../../../config';
import type { SmsEvent } from '@conf/contract';
import type { SmsProvider } from './provider';

/**
 * Aliyun SMS (dysmsapi 2017-05-25) through its official SDK, which signs each call (ACS3-HMAC-SHA256).
 * The template is a verification-code template with one variable, ${code}; the endpoint is a URL so a
 * test can point it at a local fake over http.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  private readonly client: Dysmsapi;

  constructor(private readonly settings: SmsConfig['aliyun']) {
    const endpoint = new URL(settings.endpoint);
    this.client = new Dysmsapi(
      new $OpenApiUtil.Config({
        accessKeyId: settings.accessKeyId,
        accessKeySecret: settings.accessKeySecret,
        endpoint: endpoint.host,
        protocol: endpoint.protocol.replace(':', ''),
        connectTimeout: 5000,
        readTimeout: 10000,
      }),
    );
  }

  async send(mobile: string, code: string, event: SmsEvent): Promise<void> {
    const request = new SendSmsRequest({
      phoneNumbers: mobile,
      signName: this.settings.signName,
      templateCode: this.settings.templateCode,
      templateParam: JSON.stringify({ code }),
      outId: event,
    });
    let answer: { code?: string; message?: string } | undefined;
    try {
      answer = (await this.client.sendSms(request)).body;
    } catch (error) {
      throw new Error(`阿里云短信发送失败：${(error as Error).message}`);
    }
    // HTTP 200 with a business code other than OK (e.g. isv.BUSINESS_LIMIT_CONTROL) is a message not sent.
    if (answer?.code !== 'OK') throw new Error(`阿里云短信发送失败：${answer?.code ?? '无答复'} ${answer?.message ?? ''}`.trim());
  }
}
