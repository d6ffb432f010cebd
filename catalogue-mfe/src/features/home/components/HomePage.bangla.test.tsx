import { screen, within } from '@testing-library/react';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { makeParts, makeReview, pageAt } from '../../../test/parts';
import { inBangla } from '../../../test/bangla';
import HomePage from './HomePage';

describe('the home page in Bangla', () => {
  inBangla();

  it('speaks Bangla: its heading, carousel, parts, statistics and sections', async () => {
    const parts = makeParts(8);
    parts[0] = { ...parts[0]!, nameBn: 'ববিন কেস', descriptionBn: 'শক্ত স্টিলের ববিন কেস।' };
    mockApi({ 'GET /parts': (_init, url) => ({ body: pageAt(parts, url) }), 'GET /reviews': (_init, url) => ({ body: pageAt([makeReview()], url) }) });
    renderWithShop(<HomePage />);
    const grid = await screen.findByRole('region', { name: 'আমাদের পার্টস' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('সরাসরি প্রস্তুতকারকের কাছ থেকে গার্মেন্টস মেশিনের পার্টস');
    expect(screen.getByRole('region', { name: 'এক নজরে' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ইন্ডাস্ট্রিয়াল সেলাই মেশিনের আসল পার্টস' })).toBeInTheDocument();
    // The jump buttons 1 2 3 in Bangla digits.
    expect(
      within(screen.getByRole('group', { name: 'স্লাইড বেছে নিন' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['স্লাইড ১', 'স্লাইড ২', 'স্লাইড ৩']);

    const cards = await within(grid).findAllByRole('article');
    expect(cards).toHaveLength(6);
    // A part with a Bangla name shows it; one without shows its English name, marked as English.
    expect(within(cards[0]!).getByRole('heading', { name: 'ববিন কেস' })).not.toHaveAttribute('lang');
    expect(cards[0]).toHaveTextContent('শক্ত স্টিলের ববিন কেস।');
    expect(cards[0]).toHaveTextContent('প্রতি ইউনিটের দাম');
    expect(cards[0]).toHaveTextContent('৪৫০.০০৳');
    expect(within(cards[1]!).getByRole('heading', { name: 'Rotary Hook' })).toHaveAttribute('lang', 'en');
    expect(within(cards[0]!).getByRole('link', { name: 'কিনুন, ববিন কেস' })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'কার্টে যোগ করুন, Rotary Hook' })).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'সব ৮টি পার্ট দেখুন' })).toHaveAttribute('href', expect.stringMatching(/\/parts$/));

    expect(screen.getByRole('region', { name: 'সংখ্যায় আমাদের কোম্পানি' })).toHaveTextContent('৩১+ দেশ');
    expect(screen.getByRole('region', { name: 'আমাদের ক্লায়েন্টরা যা বলেন' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'আমরা যেভাবে পার্টস বানাই' })).toHaveTextContent('ফ্রেম মেশিনিং');
    expect(screen.getByRole('region', { name: 'যোগাযোগ করুন' })).toHaveTextContent('মার্কেটিং ম্যানেজার');
  });
});
