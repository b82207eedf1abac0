import styled from '@clientline/shared-ui/styled';

/** A list item's name followed by its badges, wrapping on a phone. */
export const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A title on the left and its badge or action on the right, wrapping on a phone. */
export const TitleRow = styled(NameRow)`
  justify-content: space-between;
`;

/** The top bar of a project-detail card: its title and, on the right, its action. */
export const PanelHeader = styled(TitleRow)`
  padding: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A list without bullets or indent (render `as="ol"` where the order means something). */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** An item of a `PlainList` with a rule between it and the one before. */
export const RuledItem = styled.li`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Small grey text that breaks long words: descriptions and details under a name. */
export const MutedText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
