import { screen, within } from '@testing-library/react';
import type { Assembly } from '@storefront/shared/schemas';
import { hookAssembly } from '../../../test/assemblies';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { inBangla } from '../../../test/bangla';
import AssemblyPage from './AssemblyPage';

const PATH = `/machines/juki/ddl-8700/${hookAssembly.slug}`;
const params = { brand: 'juki', model: 'ddl-8700', assembly: hookAssembly.slug };
const signedOut = { status: 'signed-out' as const, user: null };

/** The hook assembly with Bangla names for it, its machine and its first row's part. */
const bangla: Assembly = {
  ...hookAssembly,
  nameBn: 'হুক ও ববিন কেস',
  machine: { ...hookAssembly.machine, nameBn: 'জুকি DDL-8700' },
  lines: hookAssembly.lines.map((line, i) => (i === 0 && line.part ? { ...line, part: { ...line.part, nameBn: 'ফিড ডগ' } } : line)),
};

describe("an assembly's page in Bangla", () => {
  inBangla();

  it('names the machine, the assembly and the parts in Bangla, the others in English marked as such', async () => {
    mockApi({ [`GET /machines/juki/ddl-8700/assemblies/${hookAssembly.slug}`]: () => ({ body: bangla }) });
    renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params }, session: signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'জুকি DDL-8700: হুক ও ববিন কেস' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'আপনি যেখানে আছেন' })).toHaveTextContent('হোমJUKIজুকি DDL-8700হুক ও ববিন কেস');
    expect(screen.getByRole('heading', { level: 2, name: 'পার্টস তালিকা' })).toBeInTheDocument();
    const list = screen.getByRole('table', { name: 'পার্টস তালিকা, কলআউট নম্বর অনুযায়ী' });
    expect(within(list).getByRole('columnheader', { name: 'অ্যাসেম্বলিতে পরিমাণ' })).toBeInTheDocument();
    expect(within(list).getByText('ফিড ডগ')).not.toHaveAttribute('lang');
    expect(within(list).getByText('Rotary hook')).toHaveAttribute('lang', 'en');
    expect(within(list).getByText('Thread guide')).toHaveAttribute('lang', 'en');
    expect(within(list).getAllByText('এখানে বিক্রি হয় না')).not.toHaveLength(0);
    expect(within(list).getByRole('link', { name: /^কোটেশন চাইতে সাইন ইন করুন, 15: Thread guide/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বড় করুন' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^খোলা নকশার ড্রয়িং: জুকি DDL-8700: হুক ও ববিন কেস।/ })).toBeInTheDocument();
  });
});
