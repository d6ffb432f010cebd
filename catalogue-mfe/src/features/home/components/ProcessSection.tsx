import styled from 'styled-components';
import { Card, Container, Lead, media, Section, SectionTitle } from '@storefront/shared/ui';
import machining from '../images/process-machining.svg';
import masking from '../images/process-masking.svg';
import printing from '../images/process-printing.svg';
import { msg, t } from '@storefront/shared';

/** The manufacturing-process section of the spec: frame machining, masking, printing logo. */
const PROCESS_STEPS = [
  {
    title: msg('Frame machining'),
    image: machining,
    alt: msg('Illustration of a boring tool cutting a bore in a sewing machine frame clamped on a machine table, with a dial gauge'),
    text: [
      msg(
        'Cast frames and parts are clamped on CNC machining centres that mill the faces and bore the seats for shafts and bushings in one set-up, so every bore lines up with the next.',
      ),
      msg('Coolant keeps the cut at a steady temperature, and we check bore sizes with gauges during the batch, not only at the end.'),
    ],
  },
  {
    title: msg('Masking'),
    image: masking,
    alt: msg('Illustration of a sewing machine frame with plugs in its bores and tape over its machined face, next to a spray gun'),
    text: [
      msg(
        'Before painting or plating, every surface that must stay bare, such as bores, threads and mating faces, is covered with heat-resistant tape, plugs and caps.',
      ),
      msg(
        'Masking keeps the coating off precision surfaces, so parts fit without scraping or re-machining. The masks come off after curing and each surface is inspected.',
      ),
    ],
  },
  {
    title: msg('Printing logo'),
    image: printing,
    alt: msg('Illustration of a pad printer pressing the company logo onto a finished machine arm, with the ink cup and etched plate beside it'),
    text: [
      msg(
        'Our logo and the part number are pad printed onto the finished part: a soft silicone pad picks the ink up from an etched plate and presses it onto curved surfaces.',
      ),
      msg('The cured mark resists oil, heat and cleaning solvents, so a part can still be identified and reordered years later, and told apart from copies.'),
    ],
  },
] as const;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  counter-reset: step;
`;

const Step = styled(Card).attrs({ as: 'li' })`
  counter-increment: step;
  img { width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  div { padding: ${({ theme }) => theme.space(6)}; }
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.2rem;
  }
  h3::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 32px;
    height: 32px;
    flex: none;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    font-size: 1rem;
  }
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; color: ${({ theme }) => theme.colors.text}; }
  p:last-child { margin-bottom: 0; }
`;

const Band = styled(Section)`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  scroll-margin-top: 120px;
`;

export function ProcessSection() {
  return (
    <Band id="process" aria-labelledby="process-title">
      <Container>
        <SectionTitle id="process-title">{t('How we make our parts')}</SectionTitle>
        <Lead>{t('Three steps in our own factory that decide whether a part fits, lasts and can be traced.')}</Lead>
        <Steps>
          {PROCESS_STEPS.map((step) => (
            <Step key={step.title}>
              <img src={step.image} alt={t(step.alt)} width={480} height={320} loading="lazy" decoding="async" />
              <div>
                <h3>{t(step.title)}</h3>
                {step.text.map((paragraph) => (
                  <p key={paragraph.slice(0, 24)}>{t(paragraph)}</p>
                ))}
              </div>
            </Step>
          ))}
        </Steps>
      </Container>
    </Band>
  );
}
