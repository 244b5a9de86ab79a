// The five remotes: federation name, package folder and the port each serves on in dev mode.
const remotes = [
  { name: 'mf_meeting', dir: 'mf-meeting', devPort: 3001 },
  { name: 'mf_hotel', dir: 'mf-hotel', devPort: 3002 },
  { name: 'mf_order_invoice', dir: 'mf-order-invoice', devPort: 3003 },
  { name: 'mf_account', dir: 'mf-account', devPort: 3004 },
  { name: 'mf_verify', dir: 'mf-verify', devPort: 3005 },
];
const shell = { name: 'shell', dir: 'shell', devPort: 3000 };
module.exports = { remotes, shell };
