// The deployment's own sending address and domain, which no organization's connection may use: which addresses they cover.
import { isDeploymentAddress } from '../../../lib/connections/sending-address.js';

const sender = 'no-reply@mail.service.example';

test('the sender itself, whatever its case, is the deployment’s', () => {
  expect(isDeploymentAddress('no-reply@mail.service.example', sender)).toBe(true);
  expect(isDeploymentAddress('No-Reply@Mail.Service.Example', sender)).toBe(true);
});

test('every address on its domain and on the domain’s subdomains is the deployment’s (SES lets them send)', () => {
  expect(isDeploymentAddress('security@mail.service.example', sender)).toBe(true);
  expect(isDeploymentAddress('login@eu.mail.service.example', sender)).toBe(true);
});

test('other domains are not, even ones that end in the same letters or are its parent', () => {
  expect(isDeploymentAddress('sales@b.example', sender)).toBe(false);
  expect(isDeploymentAddress('sales@evilmail.service.example', sender)).toBe(false);
  expect(isDeploymentAddress('sales@service.example', sender)).toBe(false);
});
