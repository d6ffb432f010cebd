import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@storefront/shared/ui';
import { StatsStrip } from './StatsStrip';

it('shows the spec’s fixed statistics, word for word', () => {
  render(
    <ThemeProvider theme={theme}>
      <StatsStrip />
    </ThemeProvider>,
  );
  const items = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual(['31+ countries', '420+ new users', '50+ parts', '40M+ annual revenue', '300+ reviews']);
});
