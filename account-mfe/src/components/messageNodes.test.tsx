import { render } from '@testing-library/react';
import { t } from '@storefront/shared';
import { slot, withNodes } from './messageNodes';

describe('a message with elements in it', () => {
  it('puts each element in its place, the words around it kept', () => {
    const { container } = render(
      <p>{withNodes(t('Valid until {date}, total {total}.', { date: slot('date'), total: '৳5' }), { date: <time dateTime="2026-12-24">Dec 24</time> })}</p>,
    );
    expect(container.innerHTML).toBe('<p>Valid until <time datetime="2026-12-24">Dec 24</time>, total ৳5.</p>');
  });
});
