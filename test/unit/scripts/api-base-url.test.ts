// Where the scripts find the API: --url with or without a scheme, else API_URL, else localhost on PORT.
import { apiBaseUrl } from '../../../scripts/cli.js';

it.each([
  ['localhost:3955', {}, 'http://localhost:3955'],
  ['http://localhost:3955/', {}, 'http://localhost:3955'],
  ['https://api.example.com', {}, 'https://api.example.com'],
  [undefined, { PORT: '4100' }, 'http://localhost:4100'],
  [undefined, { API_URL: '127.0.0.1:5000', PORT: '4100' }, 'http://127.0.0.1:5000'],
  [undefined, {}, 'http://localhost:3000'],
])('takes --url %s with %j as %s', (url, env, expected) => {
  expect(apiBaseUrl(url, env)).toBe(expected);
});
