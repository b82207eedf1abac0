import styled from '@clientline/shared-ui/styled';

// The Team screen's lists of people not yet on the team (requests to join, invitations): one line each
// with who and a few facts, its buttons beside or, on a narrow screen, below.

export const PeopleList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[3]} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

export const Who = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** What an empty list says instead. */
export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
