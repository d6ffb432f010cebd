import styled, { css } from 'styled-components';

type Variant = 'primary' | 'accent' | 'secondary' | 'danger' | 'ghost';

export interface ButtonStyleProps {
  $variant?: Variant;
  $size?: 'sm' | 'md' | 'lg';
  $block?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryHover}; }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accentHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) { filter: brightness(0.92); }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  `,
};

const sizes = {
  sm: css`padding: 6px 12px; font-size: 0.875rem;`,
  md: css`padding: 10px 18px; font-size: 1rem;`,
  lg: css`padding: 14px 26px; font-size: 1.0625rem;`,
};

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms ease, filter 120ms ease;
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $block }) => $block && css`width: 100%;`}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export const Button = styled.button.attrs<ButtonStyleProps>((props) => ({ type: props.type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A link that looks like a button (use with `as={Link}` or a plain href). */
export const ButtonLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
