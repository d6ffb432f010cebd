import styled from 'styled-components';
import { useConfig, t, currentLanguage, hasBangla, msg } from '@storefront/shared';
import { Card, Container, media, Section, SectionTitle, VisuallyHidden } from '@storefront/shared/ui';

const Band = styled(Section)`
  scroll-margin-top: 120px;
`;

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)};
  align-items: center;
  ${media.md} { grid-template-columns: 1fr auto; padding: ${({ theme }) => theme.space(10)}; }
  h3 { margin: 0; font-size: 1.3rem; color: ${({ theme }) => theme.colors.text}; }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const Role = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0;
`;

const Ways = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    font-weight: 600;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
  svg { width: 22px; height: 22px; flex: none; fill: none; stroke: ${({ theme }) => theme.colors.accent}; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }
`;

/** The configured role's words (config.json's default), so a Bangla page can say it in Bangla. */
msg('Marketing Manager');

/** `tel:` wants digits and a leading +, not the spaces and dashes people read. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The spec's contact section: the marketing manager's name, phone and e-mail, from configuration. */
export function ContactSection() {
  const { contact } = useConfig();
  return (
    <Band id="contact" aria-labelledby="contact-title">
      <Container>
        <SectionTitle id="contact-title">{t('Contact us')}</SectionTitle>
        <Panel>
          <div>
            <Intro>{t('Bulk orders, distributor prices or parts made to your drawing? Get in touch with')}</Intro>
            <h3>{contact.name}</h3>
            <Role lang={currentLanguage() === 'bn' && !hasBangla(contact.role) ? 'en' : undefined}>{t(contact.role)}</Role>
          </div>
          <Ways aria-label={t('Ways to reach {name}', { name: contact.name })}>
            <li>
              <a href={telHref(contact.phone)}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
                </svg>
                <span>
                  <VisuallyHidden>{t('Phone:')} </VisuallyHidden>
                  {contact.phone}
                </span>
              </a>
            </li>
            <li>
              <a href={`mailto:${contact.email}`}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <rect x="3" y="5" width="18" height="14" rx="2" />
                  <path d="M3 7l9 6 9-6" />
                </svg>
                <span>
                  <VisuallyHidden>{t('E-mail:')} </VisuallyHidden>
                  {contact.email}
                </span>
              </a>
            </li>
          </Ways>
        </Panel>
      </Container>
    </Band>
  );
}
