import styled from '@clientline/shared-ui/styled';
import { useLiveConnection } from '@clientline/shared-ui/api/realtime';

const Region = styled.div`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warningText};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
`;

/**
 * A thin line under the header while the live updates' socket is coming back (it says so to screen
 * readers too). Nothing to click: the page keeps working on polling, and every screen catches up when
 * the socket reconnects.
 */
export function ConnectionStatus() {
  const connection = useLiveConnection();
  return <Region role="status">{connection === 'reconnecting' && <Note>Reconnecting…</Note>}</Region>;
}
