import styled from '@clientline/shared-ui/styled';

/** A notice across the top of the page, above what it is about, with its action at the end (it wraps on a phone). */
export const NoticeBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
