// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).

export { SmsCodeField } from './components/SmsCodeField';
export { SmsCodeButton } from './components/SmsCodeButton';
export { CodeSender, RESEND_SECONDS } from './stores/codeSender';
export { sendSmsCode } from './api/sms';
