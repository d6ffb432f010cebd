import styled, { css } from 'styled-components';

/**
 * A record's facts as a description list (`<dl>` of `<div><dt/><dd/></div>` or bare `dt`/`dd`
 * pairs). `$layout="grid"` (the default) sets each label above its value, in as many columns of at
 * least `$min` as fit; `"pairs"` sets the labels in a column of their own, their values beside.
 * The margin is the page's: none here.
 */
export const Facts = styled.dl<{ $layout?: 'grid' | 'pairs'; $min?: string }>`
  display: grid;
  margin: 0;
  div { min-width: 0; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
  ${({ theme, $layout = 'grid', $min = '200px' }) =>
    $layout === 'grid'
      ? css`
          grid-template-columns: repeat(auto-fit, minmax(${$min}, 1fr));
          gap: ${theme.space(3)} ${theme.space(6)};
          dt { font-size: 0.875rem; }
          dd { font-weight: 600; }
        `
      : css`
          grid-template-columns: max-content minmax(0, 1fr);
          gap: ${theme.space(2)} ${theme.space(4)};
          dt { font-weight: 600; }
        `}
`;
