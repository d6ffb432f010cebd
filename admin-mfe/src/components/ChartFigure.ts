import styled from 'styled-components';

/** A chart drawn in SVG with its caption above: as wide as its column, its labels small and muted. */
export const ChartFigure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
  text {
    font-size: 11px;
    fill: ${({ theme }) => theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
`;
