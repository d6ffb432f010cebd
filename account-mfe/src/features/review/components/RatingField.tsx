import { Field } from 'react-final-form';
import styled from 'styled-components';
import { msg, plural, t } from '@storefront/shared';
import { ErrorText } from '@storefront/shared/ui';

const Group = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  legend { font-weight: 600; font-size: 0.9375rem; padding: 0; margin-bottom: 4px; }
`;

const Stars = styled.div`
  position: relative;
  display: inline-flex;
  gap: 2px;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label {
    font-size: 2rem;
    line-height: 1;
    padding: 4px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.star};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Chosen = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

const WORDS = ['', msg('Poor'), msg('Fair'), msg('Good'), msg('Very good'), msg('Excellent')];

const starsText = (n: number) => plural(n, { one: '# star', other: '# stars' });

/**
 * A 1-5 star rating as a native radio group: arrow keys move between stars, each star is
 * announced as "n stars", and the chosen value shows in words.
 */
export function RatingField({ name, label }: { name: string; label: string }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const message: string | undefined = (meta.submitFailed && meta.error) || undefined;
        const value = Number(input.value) || 0;
        const errorId = `field-${name}-error`;
        return (
          <Group aria-describedby={message ? errorId : undefined} aria-invalid={Boolean(message) || undefined}>
            <legend>{label}</legend>
            <Stars>
              {[1, 2, 3, 4, 5].map((n) => (
                <span key={n}>
                  <input
                    type="radio"
                    id={`field-${name}-${n}`}
                    name={name}
                    value={String(n)}
                    checked={value === n}
                    onChange={() => input.onChange(String(n))}
                    onBlur={() => input.onBlur()}
                  />
                  <label htmlFor={`field-${name}-${n}`} title={starsText(n)}>
                    <span aria-hidden="true">{n <= value ? '★' : '☆'}</span>
                    <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{starsText(n)}</span>
                  </label>
                </span>
              ))}
            </Stars>
            {value > 0 && <Chosen aria-hidden="true">{t(WORDS[value] ?? '')}</Chosen>}
            {message && <ErrorText id={errorId}>{message}</ErrorText>}
          </Group>
        );
      }}
    </Field>
  );
}
