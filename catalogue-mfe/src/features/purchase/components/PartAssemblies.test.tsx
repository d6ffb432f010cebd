import { screen } from '@testing-library/react';
import { ddl8700, hookAssembly } from '../../../test/assemblies';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { PartAssemblies } from './PartAssemblies';

describe("A part's places in the parts books", () => {
  it('links to each assembly it appears in, with its callout chosen', async () => {
    const id = hookAssembly.lines[0]!.part!._id;
    mockApi({
      [`GET /parts/${id}/assemblies`]: () => ({
        body: [
          {
            machine: ddl8700,
            assembly: { _id: hookAssembly._id, name: hookAssembly.name, slug: hookAssembly.slug, drawing: hookAssembly.drawing },
            callouts: ['12'],
          },
        ],
      }),
    });
    renderWithShop(<PartAssemblies partId={id} />);
    expect(await screen.findByRole('link', { name: 'JUKI DDL-8700: Hook and bobbin case' })).toHaveAttribute(
      'href',
      '/machines/juki/ddl-8700/hook-and-bobbin-case#callout-12',
    );
    expect(screen.getByText(/callout 12/)).toBeInTheDocument();
  });
});
