import { act, render, screen } from '@testing-library/react';
import { useToast } from '@storefront/shared';
import { ToastProvider } from './toaster';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('order added successfully!!!')}>ok</button>
      <button onClick={() => toast.error('Failed to add the review')}>fail</button>
    </>
  );
}

describe('ToastProvider', () => {
  it('loads notistack with the first toast and shows every toast, also those asked for while it loads', async () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    act(() => {
      screen.getByText('ok').click();
      screen.getByText('fail').click();
    });
    expect(await screen.findByText('order added successfully!!!')).toBeInTheDocument();
    expect(await screen.findByText('Failed to add the review')).toBeInTheDocument();
    act(() => screen.getByText('ok').click());
    expect(await screen.findAllByText('order added successfully!!!')).toHaveLength(2);
  });

  it('offers a toast’s link, followed in the app on a plain click, which closes the toast', async () => {
    const navigate = jest.fn();
    function Add() {
      const toast = useToast();
      return <button onClick={() => toast.success('Bobbin Case is in your cart.', { link: { label: 'View cart', to: '/cart', navigate } })}>add</button>;
    }
    render(
      <>
        <header style={{ height: 64 }}>header</header>
        <ToastProvider>
          <Add />
        </ToastProvider>
      </>,
    );
    act(() => screen.getByText('add').click());
    const link = await screen.findByRole('link', { name: 'View cart' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(document.documentElement.style.getPropertyValue('--toasts-top')).toMatch(/^\d+px$/);
    act(() => link.click());
    expect(navigate).toHaveBeenCalledWith('/cart');
  });
});
