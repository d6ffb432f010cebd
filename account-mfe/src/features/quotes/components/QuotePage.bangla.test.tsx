import { screen } from '@testing-library/react';
import messages from '../../../i18n/bn.json';
import { answeredQuote, QUOTE_NUMBER } from '../../../test/quoteFixtures';
import { customerSession, fakeApi, renderPage } from '../../../test/renderPage';
import QuotePage from './QuotePage';
import { inBangla } from '@storefront/shared/testing';

describe('a quote’s page in Bangla', () => {
  inBangla(messages);

  it('says where the quote stands and its answers in Bangla, dates in bn-BD inside their <time>', async () => {
    fakeApi({ [`GET /quotes/${QUOTE_NUMBER}`]: { body: answeredQuote() } });
    renderPage(<QuotePage />, customerSession, `/dashboard/quotes/${QUOTE_NUMBER}`, { number: QUOTE_NUMBER });
    expect(await screen.findByRole('heading', { level: 1, name: `কোটেশন ${QUOTE_NUMBER}` })).toBeInTheDocument();
    expect(screen.getByText('উত্তর দেওয়া হয়েছে: কোটেশনের দামে এই লাইনগুলো অর্ডার করতে গ্রহণ করুন, নয়তো নাকচ করুন।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'গ্রহণ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'নাকচ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'আমাদের উত্তর' })).toBeInTheDocument();
    const current = screen.getByText(/^সংশোধন ২, উত্তরের তারিখ/);
    expect(current).toHaveTextContent(/মেয়াদ ৩১ ডিসে, ২০২৬ পর্যন্ত, মোট .+৳।$/);
    expect(current.querySelector('time[datetime="2026-12-31"]')).toHaveTextContent('৩১ ডিসে, ২০২৬');
    expect(screen.getByText(/^সংশোধন ১ \(মোট ২টির মধ্যে\), উত্তরের তারিখ/)).toBeInTheDocument();
  });
});
