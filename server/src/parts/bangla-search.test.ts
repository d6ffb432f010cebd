import type { PartsPage, SearchSuggestions } from '@storefront/shared/schemas';
import { apiForSuite, call, describeEachDb } from '../../test/harness';
import { searchText } from './search.repo';

describe('searchText', () => {
  it('reads Bangla as the documents hold it: NFC, khanda ta as ত্, no zero-width joiners, Bangla digits as 0-9', () => {
    // ো typed as its two halves (ে + া) is the one character.
    expect(searchText('ব\u09C7\u09BEতাম')).toBe('বোতাম');
    expect(searchText('উৎপাদন')).toBe('উত্পাদন');
    expect(searchText('উত্\u200Dপাদন')).toBe('উত্পাদন');
    expect(searchText('উত্\u200Cপাদন')).toBe('উত্পাদন');
    expect(searchText('ডিডিএল-৮৭০০ JUKI')).toBe('ডিডিএল-8700 juki');
  });
});

const PART = { price: 90, min_order_Quantity: 1, available_Quantity: 100, img: '/images/seed/needle-bar.svg' };

describeEachDb('search in Bangla', (kind) => {
  const api = apiForSuite(kind);
  const search = async (q: string) => (await call<PartsPage>(api.server, 'GET', `/parts?q=${encodeURIComponent(q)}&limit=100`)).body;
  const names = async (q: string) => (await search(q)).items.map((p) => p.name);
  const add = async (part: Record<string, unknown>) => {
    const reply = await call(api.server, 'POST', '/parts', { token: api.cast.admin.token, body: { ...PART, ...part } });
    expect(reply.status).toBe(201);
  };

  beforeAll(async () => {
    await add({
      name: 'Needle',
      description: 'DBx1 needle for lockstitch machines, size 18.',
      nameBn: 'সুই',
      descriptionBn: 'লকস্টিচ মেশিনের DBx1 সুই, সাইজ ১৮।',
    });
    // Khanda ta written two ways: as ৎ, and as ত্ with a zero-width non-joiner (older keyboards).
    await add({
      name: 'Production Counter',
      description: 'Counts the pieces a line sews.',
      nameBn: 'উৎপাদন কাউন্টার',
      descriptionBn: 'লাইনের সেলাই করা পিস গোনে।',
    });
    await add({
      name: 'Pedal Chain',
      description: 'Chain from the pedal to the motor.',
      nameBn: 'প্যাডেল চেইন',
      descriptionBn: 'উত্\u200Cপাদন লাইনের মেশিনের প্যাডেল থেকে মোটরের চেইন।',
    });
  });

  it('finds parts by their Bangla names first, then by their Bangla descriptions', async () => {
    // The Needle by its name; the demo's Needle Plate, Needle Bar and Rotary Hook say সুই in their descriptions (সুইয়ের too: a word's start).
    expect(await names('সুই')).toEqual(['Needle', 'Rotary Hook', 'Needle Plate', 'Needle Bar']);
    expect(await names('ববিন কেস')).toEqual(['Bobbin Case']);
    expect(await names('প্রেসার ফুট')).toEqual(['Presser Foot']);
    expect(await names('লুপার')).toEqual(['Overlock Looper']);
    expect(await names('ফিড ডগ')).toEqual(['Feed Dog', 'Needle Plate']);
    // A word's start, as in English.
    expect(await names('রোটা')).toEqual(['Rotary Hook']);
  });

  it('finds mixed searches, English and Bangla words together', async () => {
    // JUKI's machines: the overlock looper fits none of the lockstitch ones the needle parts fit.
    expect((await names('juki সুই')).sort()).toEqual(['Needle Bar', 'Needle Plate', 'Rotary Hook']);
    expect(await names('ddl-8700 ববিন')).toEqual(['Bobbin Case']);
    expect(await names('pegasus লুপার')).toEqual(['Overlock Looper']);
    expect(await names('bobbin কেস')).toEqual(['Bobbin Case']);
    expect(await names('সুই size')).toEqual(['Needle']);
    expect(await names('ববিন singer')).toEqual([]);
  });

  it('normalises both sides: NFC, khanda ta and zero-width joiners, Bangla digits', async () => {
    for (const q of ['উৎপাদন', 'উত্\u200Cপাদন', 'উত্\u200Dপাদন', 'উত্পাদন']) {
      expect([q, (await names(q)).sort()]).toEqual([q, ['Pedal Chain', 'Production Counter']]);
    }
    // The needle's size in Bangla digits (১৮) and in ours.
    expect(await names('সুই ১৮')).toEqual(['Needle']);
    expect(await names('সুই 18')).toEqual(['Needle']);
    // A decomposed vowel sign (ে + া for ো) in what is typed.
    expect(await names('র\u09C7\u09BEটারি')).toEqual(['Rotary Hook']);
  });

  it('forgives one typo in a Bangla word of four letters or more, none in a shorter one', async () => {
    // প্রেসার without its া; ববিন with a letter too many; লুপার with its ু as ূ.
    expect(await names('প্রেসর ফুট')).toEqual(['Presser Foot']);
    expect(await names('ববিনন কেস')).toEqual(['Bobbin Case']);
    expect(await names('লূপার')).toEqual(['Overlock Looper']);
    // Two typos, or one in a short word (কেস is three letters), find nothing.
    expect(await names('প্রসর ফুট')).toEqual([]);
    expect(await names('ববিন কেশ')).toEqual([]);
  });

  it('suggests parts for Bangla words while typing, with their Bangla names', async () => {
    const suggested = (await call<SearchSuggestions>(api.server, 'GET', `/search/suggestions?q=${encodeURIComponent('ববিন')}`)).body;
    expect(suggested.parts.map((p) => [p.name, p.nameBn])).toEqual([['Bobbin Case', 'ববিন কেস']]);
    const typo = (await call<SearchSuggestions>(api.server, 'GET', `/search/suggestions?q=${encodeURIComponent('presser fot')}`)).body;
    expect(typo.parts.map((p) => p.name)).toEqual(['Presser Foot']);
  });
});
