import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { SortableHeader, TableHead, theme } from '@storefront/shared/ui';

describe('TableHead', () => {
  it('makes a column header of each column: text, figures, actions, or an element of its own', () => {
    render(
      <ThemeProvider theme={theme}>
        <table>
          <TableHead
            columns={[
              'Order',
              { label: 'Lines', num: true },
              <SortableHeader key="total" label="Total" column="total" sort="total" onSort={jest.fn()} />,
              { label: 'Action', actions: true },
            ]}
          />
        </table>
      </ThemeProvider>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Order', 'Lines', 'Total', 'Action']);
    expect(headers[0]).not.toHaveAttribute('class');
    expect(headers[1]).toHaveClass('num');
    expect(headers[2]).toHaveAttribute('aria-sort', 'ascending');
    expect(headers[3]).toHaveClass('actions');
  });
});
