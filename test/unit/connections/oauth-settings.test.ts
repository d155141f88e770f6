// The OAuth providers' settings from the environment: configured only with a client id, its secret required then,
// the public addresses by default and overridable, a mail server as host:port.
import { oauthSettingsFrom } from '../../../lib/connections/oauth/oauth-providers.js';
import { MissingConfigError } from '../../../lib/platform/config.js';

test('a provider without a client id is not configured', () => {
  expect(oauthSettingsFrom({})).toEqual({});
  expect(oauthSettingsFrom({ OAUTH_GMAIL_CLIENT_ID: '' })).toEqual({});
});

test("a configured provider gets the provider's public addresses unless overridden", () => {
  const settings = oauthSettingsFrom({
    OAUTH_GMAIL_CLIENT_ID: 'id',
    OAUTH_GMAIL_CLIENT_SECRET: 'secret',
    OAUTH_OUTLOOK_CLIENT_ID: 'id2',
    OAUTH_OUTLOOK_CLIENT_SECRET: 'secret2',
    OAUTH_OUTLOOK_TOKEN_URL: 'http://127.0.0.1:9/token',
    OAUTH_OUTLOOK_IMAP: '127.0.0.1:1143',
  });
  expect(settings.GMAIL).toMatchObject({
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    smtp: { host: 'smtp.gmail.com', port: 465, secure: true },
    imap: { host: 'imap.gmail.com', port: 993, secure: true },
  });
  expect(settings.OUTLOOK).toMatchObject({
    authorizationEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenEndpoint: 'http://127.0.0.1:9/token',
    smtp: { host: 'smtp.office365.com', port: 587, secure: false },
    imap: { host: '127.0.0.1', port: 1143, secure: false },
  });
});

test('a client id without its secret, or a mail server that is not host:port, fails at start', () => {
  expect(() => oauthSettingsFrom({ OAUTH_GMAIL_CLIENT_ID: 'id' })).toThrow(MissingConfigError);
  expect(() => oauthSettingsFrom({ OAUTH_GMAIL_CLIENT_ID: 'id' })).toThrow(/OAUTH_GMAIL_CLIENT_SECRET/);
  for (const smtp of ['smtp.gmail.com', 'smtp.gmail.com:0', 'smtp.gmail.com:70000', 'a b:25'])
    expect(() =>
      oauthSettingsFrom({ OAUTH_GMAIL_CLIENT_ID: 'id', OAUTH_GMAIL_CLIENT_SECRET: 's', OAUTH_GMAIL_SMTP: smtp }),
    ).toThrow(/OAUTH_GMAIL_SMTP/);
});
