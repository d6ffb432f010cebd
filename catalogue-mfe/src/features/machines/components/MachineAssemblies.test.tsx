import { screen, waitFor } from '@testing-library/react';
import { hookSummary } from '../../../test/assemblies';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { MachineAssemblies } from './MachineAssemblies';

describe("A machine's parts book", () => {
  it('lists its published assemblies with a lazy picture of each drawing, linking to their pages', async () => {
    mockApi({ 'GET /machines/juki/ddl-8700/assemblies': () => ({ body: [hookSummary] }) });
    renderWithShop(<MachineAssemblies brand="juki" model="ddl-8700" />);
    const link = await screen.findByRole('link', { name: 'Hook and bobbin case' });
    expect(link).toHaveAttribute('href', '/machines/juki/ddl-8700/hook-and-bobbin-case');
    const picture = link.querySelector('img');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('alt', '');
    expect(screen.getByRole('heading', { level: 2, name: 'Parts book: find a part on the drawing' })).toBeInTheDocument();
  });

  it('shows nothing for a machine without assemblies', async () => {
    const api = mockApi({ 'GET /machines/juki/mo-6714s/assemblies': () => ({ body: [] }) });
    const { container } = renderWithShop(<MachineAssemblies brand="juki" model="mo-6714s" />);
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
