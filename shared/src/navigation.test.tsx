import { fireEvent, render, screen } from '@testing-library/react';
import { Link, NavigationContext, type Navigation } from './navigation';

function renderLink(navigate: Navigation['navigate']) {
  return render(
    <NavigationContext.Provider value={{ navigate, pathname: '/', search: '', state: null, params: {} }}>
      <Link to="/parts/42">Purchase</Link>
    </NavigationContext.Provider>,
  );
}

describe('Link', () => {
  it('is a real link that navigates in the app on a plain click', () => {
    const navigate = jest.fn();
    renderLink(navigate);
    const link = screen.getByRole('link', { name: 'Purchase' });
    expect(link).toHaveAttribute('href', '/parts/42');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/parts/42', { replace: undefined, state: undefined });
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    const navigate = jest.fn();
    renderLink(navigate);
    fireEvent.click(screen.getByRole('link', { name: 'Purchase' }), { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });
});
