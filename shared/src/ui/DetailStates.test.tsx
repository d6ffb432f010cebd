import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ApiError } from '@storefront/shared';
import { DetailStates, theme, type DetailRead } from '@storefront/shared/ui';

function show(read: DetailRead, props: Partial<Parameters<typeof DetailStates>[0]> = {}) {
  render(
    <ThemeProvider theme={theme}>
      <DetailStates read={read} what="order" notFound="There is no order SO-9." {...props} />
    </ThemeProvider>,
  );
}

describe('DetailStates', () => {
  it('shows a loading placeholder while the record is on its way', () => {
    show({ mutate: jest.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the order');
  });

  it.each([404, 400])('says there is no such record when the API answers %s', (status) => {
    show({ error: new ApiError(status, 'not_found', 'Not found'), mutate: jest.fn() });
    expect(screen.getByText('No such order')).toBeInTheDocument();
    expect(screen.getByText('There is no order SO-9.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes its own not-found title', () => {
    show({ error: new ApiError(404, 'not_found', 'Not found'), mutate: jest.fn() }, { notFoundTitle: 'This quote does not exist' });
    expect(screen.getByText('This quote does not exist')).toBeInTheDocument();
  });

  it('shows any other error with Try again, which reads the record again', () => {
    const mutate = jest.fn();
    show({ error: new ApiError(500, 'internal', 'The server failed'), mutate });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The order could not be loaded');
    expect(alert).toHaveTextContent('The server failed');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});
