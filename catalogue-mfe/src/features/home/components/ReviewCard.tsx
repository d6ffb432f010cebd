import styled from 'styled-components';
import { assetUrl, textLang, type Review, t } from '@storefront/shared';
import { Card, Stars } from '@storefront/shared/ui';

export const ReviewFrame = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  height: 100%;
`;

const Person = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  img { width: 56px; height: 56px; border-radius: 50%; object-fit: cover; flex: none; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  h3 { margin: 0; font-size: 1.05rem; color: ${({ theme }) => theme.colors.text}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9375rem; }
`;

const Comment = styled.blockquote`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  &::before { content: '“'; }
  &::after { content: '”'; }
`;

/** One client review: photo, name, country, the stars the reviewer gave, and the comment. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <ReviewFrame as="article" aria-label={t('Review by {name}', { name: review.name })}>
      <Person>
        <img src={assetUrl(review.img)} alt="" width={56} height={56} loading="lazy" decoding="async" />
        <div>
          <h3 lang={textLang(review.name)}>{review.name}</h3>
          <p lang={textLang(review.country)}>{review.country}</p>
        </div>
      </Person>
      <Stars rating={review.rating} />
      <Comment lang={textLang(review.comment)}>{review.comment}</Comment>
    </ReviewFrame>
  );
}
