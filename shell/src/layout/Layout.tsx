import { Outlet } from 'react-router-dom';
import { CartSlot } from './CartSlot';
import { LayoutFrame } from './LayoutFrame';

export function Layout() {
  return (
    <LayoutFrame cart={<CartSlot />}>
      <Outlet />
    </LayoutFrame>
  );
}
