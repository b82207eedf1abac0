import styled from '@clientline/shared-ui/styled';
import { StarIcon } from '../../../components/icons';

const MAX_STARS = 5;

const Stars = styled.p`
  display: flex;
  gap: 2px;
  color: #f59e0b;
`;

/** A star rating read as "N out of 5 stars". */
export function StarRating({ stars }: { stars: number }) {
  return (
    <Stars role="img" aria-label={`${stars} out of ${MAX_STARS} stars`}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <StarIcon key={index} width={18} height={18} opacity={index < stars ? 1 : 0.25} />
      ))}
    </Stars>
  );
}
