// A follow-up's subject: one "Re:" before the thread's subject, never two (RFC 5322 3.6.5).
import { replySubject } from '../../../lib/campaigns/send/follow-up-thread.js';

test('a reply subject takes one Re: and keeps one already there, whatever its case', () => {
  expect(replySubject('Hello Ada')).toBe('Re: Hello Ada');
  expect(replySubject('Re: Hello Ada')).toBe('Re: Hello Ada');
  expect(replySubject('RE: Hello Ada')).toBe('RE: Hello Ada');
  expect(replySubject('Regarding the offer')).toBe('Re: Regarding the offer');
});
