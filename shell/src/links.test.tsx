import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { isCurrent, Link, NavLink } from './links';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

const at = (path: string, ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('Link', () => {
  it('is a real link to the path, and a plain click navigates in the app with its state', () => {
    at(
      '/',
      <Link to="/signup" state={{ from: '/dashboard' }}>
        Sign up
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/signup');
    expect(fireEvent.click(link)).toBe(false); // the browser's own navigation is prevented
    expect(screen.getByLabelText('where')).toHaveTextContent('/signup {"from":"/dashboard"}');
  });

  it('leaves a modified click, a new tab or a handled click to the browser', () => {
    at(
      '/',
      <>
        <Link to="/blogs">Blogs</Link>
        <Link to="/about" target="_blank">
          About
        </Link>
        <Link to="/terms" onClick={(event) => event.preventDefault()}>
          Terms
        </Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Blogs' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'About' }))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(screen.getByLabelText('where')).toHaveTextContent('/ null');
  });
});

describe('NavLink', () => {
  it('marks the current page with class active and aria-current, below it too unless `end`', () => {
    at(
      '/dashboard/orders',
      <nav>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/dashboard" className="item">
          Dashboard
        </NavLink>
        <NavLink to="/dashboard" end>
          Overview
        </NavLink>
        <NavLink to="/dashboard/orders" end>
          Orders
        </NavLink>
      </nav>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveClass('item', 'active');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveClass('active');
  });

  it('says what react-router says of the current page', () => {
    expect(isCurrent('/', '/', true)).toBe(true);
    expect(isCurrent('/parts', '/', false)).toBe(false);
    expect(isCurrent('/dashboard/', '/dashboard', true)).toBe(false);
    expect(isCurrent('/Dashboard/Orders', '/dashboard', false)).toBe(true);
    expect(isCurrent('/dashboardx', '/dashboard', false)).toBe(false);
    expect(isCurrent('/blogs/1', '/blogs/', false)).toBe(true);
  });
});
