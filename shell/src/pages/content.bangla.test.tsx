import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { registerBanglaMessages, setCurrentLanguage } from '@storefront/shared';
import { startBangla } from '@storefront/shared/i18n-bangla';
import { theme } from '@storefront/shared/ui';
import messages from '../i18n/bn.json';
import BlogsPage from './BlogsPage';
import PortfolioPage from './PortfolioPage';
import CompanyPage, { banglaCompanyDocuments, companyDocuments } from './company/CompanyPage';
import { answers } from './blogs.content';
import { answers as banglaAnswers } from './blogs.content.bn';
import { portfolio } from './portfolio.data';
import { portfolio as banglaPortfolio } from './portfolio.data.bn';

const shape = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shape)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
      : typeof value;

beforeAll(() => {
  registerBanglaMessages(messages);
  startBangla();
});
afterEach(() => setCurrentLanguage('en'));

describe('the shell’s long texts in Bangla', () => {
  it('has every answer and portfolio entry of the English in Bangla, in the same order and shape', () => {
    expect(banglaAnswers.map((a) => [a.number, a.paragraphs.length])).toEqual(answers.map((a) => [a.number, a.paragraphs.length]));
    expect(shape(banglaPortfolio)).toEqual(shape(portfolio));
    expect(banglaPortfolio.skills.map((group) => group.items.length)).toEqual(portfolio.skills.map((group) => group.items.length));
    expect(banglaPortfolio.projects.map((project) => project.url)).toEqual(portfolio.projects.map((project) => project.url));
  });

  it('shows the questions and answers in Bangla, numbered 1, 2, 3, 4 and 6 in Bangla digits', () => {
    setCurrentLanguage('bn');
    render(
      <ThemeProvider theme={theme}>
        <BlogsPage />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'প্রশ্ন ও উত্তর' })).toBeInTheDocument();
    const numbers = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.split('.')[0]);
    expect(numbers).toEqual(['১', '২', '৩', '৪', '৬']);
    expect(document.title).toBe('ব্লগ · Stitchline Parts');
  });

  it('shows the portfolio in Bangla', () => {
    setCurrentLanguage('bn');
    render(
      <ThemeProvider theme={theme}>
        <PortfolioPage />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'সাদিয়া রহমান' })).toBeInTheDocument();
    for (const name of ['শিক্ষা', 'দক্ষতা', 'প্রকল্প']) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sadia.rahman.dev@example.com' })).toBeInTheDocument();
  });
});

describe('the company pages in Bangla', () => {
  it('have every section of the English, under the same anchors', () => {
    for (const page of ['about', 'privacy', 'terms'] as const) {
      const english = companyDocuments[page];
      const bangla = banglaCompanyDocuments[page];
      expect(bangla.sections.map((s) => [s.id, s.paragraphs.length, s.list?.length])).toEqual(
        english.sections.map((s) => [s.id, s.paragraphs.length, s.list?.length]),
      );
    }
  });

  it('show the privacy policy in Bangla', () => {
    setCurrentLanguage('bn');
    render(
      <ThemeProvider theme={theme}>
        <CompanyPage page="privacy" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'গোপনীয়তা নীতি' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'কুকি ও লোকাল স্টোরেজ' })).toHaveAttribute('id', 'cookies');
  });
});
