import styled from '@clientline/shared-ui/styled';
import type { LandingContent } from '../content/landing-content';
import { Eyebrow } from '../../../components/eyebrow';
import { Band, CardGrid, Container, SectionIntro, SectionTitle } from './section-layout';
import { StarRating } from './star-rating';

/** Every testimonial shows 5 stars; the content gives no rating per quote. */
const TESTIMONIAL_STARS = 5;

const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 18px;
  background: ${({ theme }) => theme.colors.background};
`;

const QuoteText = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;
`;

const Author = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
`;

const Initials = styled.span`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Name = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Role = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function TestimonialsSection({ testimonials }: { testimonials: LandingContent['testimonials'] }) {
  return (
    <Band $tone="muted" aria-labelledby="testimonials-title">
      <Container>
        <SectionIntro>
          <Eyebrow>Testimonials</Eyebrow>
          <SectionTitle id="testimonials-title">What firms in our early access say</SectionTitle>
        </SectionIntro>
        <CardGrid $columns={2}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <Quote>
                <StarRating stars={TESTIMONIAL_STARS} />
                <QuoteText>
                  <p>“{testimonial.quote}”</p>
                </QuoteText>
                <Author>
                  <Initials aria-hidden="true">{initialsOf(testimonial.name)}</Initials>
                  <span>
                    <Name>{testimonial.name}</Name>
                    <Role>
                      {testimonial.role}, {testimonial.firm}
                    </Role>
                  </span>
                </Author>
              </Quote>
            </li>
          ))}
        </CardGrid>
      </Container>
    </Band>
  );
}
