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
});
