// The words a record is found by and a query asks for, and the index items they become, capped per record.
import { contacts } from '../../../lib/crm/contacts.js';
import { indexedElements, indexItems, MAX_INDEXED_VALUES } from '../../../lib/platform/store/index-items.js';
import type { StoredRecord } from '../../../lib/platform/store/records.js';
import { queryWords, recordWords, wordsMatch, wordsOfValue } from '../../../lib/platform/store/search-words.js';

const contact = (fields: Record<string, unknown>) =>
  contacts.withDefaults({ id: 'con_1', deletedAt: null, ...fields }) as unknown as StoredRecord;

describe('search words', () => {
  it('splits addresses and domains at punctuation and keeps them whole; phone numbers also as their digits', () => {
    expect(wordsOfValue('Pelican.Mail@birds-inc.test')).toEqual(
      expect.arrayContaining(['pelican.mail@birds-inc.test', 'pelican', 'mail', 'birds', 'inc', 'birds-inc.test']),
    );
    expect(wordsOfValue('+44 20 7946-0958')).toEqual(expect.arrayContaining(['44', '7946-0958', '442079460958']));
  });

  it('matches when every query word begins a word, whatever the case and the punctuation around it', () => {
    const words = recordWords(['name', 'email'], { name: 'Ærø Shipping', email: 'bob@aero.test' });
    expect(wordsMatch(queryWords('ÆRØ ship'), words)).toBe(true);
    expect(wordsMatch(queryWords('"bob@aero"'), words)).toBe(true);
    expect(wordsMatch(queryWords('hipping'), words)).toBe(false);
    expect(wordsMatch(queryWords('ærø cargo'), words)).toBe(false);
  });
});

describe('index items', () => {
  it('lists a record under each token and tag, leaving out tokens another one begins', () => {
    const items = indexItems(contacts.entity, 'org_1', contact({ name: 'Ada Adamson', tags: ['vip'] }));
    expect(items.map((item) => item.PK)).toEqual(['ORG#org_1#contact#TOKEN#w:ada', 'ORG#org_1#contact#TERM#tags=vip']);
  });

  it('lists a record with too many tokens or tags once in the overflow instead', () => {
    const long = Array.from({ length: 30 }, (_, i) => `word${i}x`).join(' ');
    const tags = Array.from({ length: MAX_INDEXED_VALUES + 1 }, (_, i) => `t${i}`);
    expect(indexedElements(tags)).toBe('overflow');
    expect(indexItems(contacts.entity, 'org_1', contact({ name: long, tags })).map((item) => item.PK)).toEqual([
      'ORG#org_1#contact#TOKEN#~',
      'ORG#org_1#contact#TERM#tags~',
    ]);
  });
});
