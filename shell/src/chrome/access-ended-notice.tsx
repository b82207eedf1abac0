import { Button } from '@clientline/shared-ui';
import { useLogoutMutation } from '@clientline/shared-ui/api/session';
import { NoticeBar } from './notice-bar';

/**
 * Shown above the page of someone whose removal from the firm ended their session while it was open: it
 * says why (`message`, the api's), and the page stays as it was, so nothing they typed is lost without a
 * word. Go to sign-in ends the session in this browser; with nobody signed in the shell then shows sign-in.
 */
export function AccessEndedNotice({ message }: { message: string }) {
  const [logout, { isLoading }] = useLogoutMutation();
  return (
    <NoticeBar role="region" aria-label="Access ended">
      <p role="alert">
        <strong>{message}</strong> You are signed out: what you typed on this page stays here until you go to sign-in.
      </p>
      <Button type="button" variant="secondary" size="sm" disabled={isLoading} onClick={() => void logout()}>
        Go to sign-in
      </Button>
    </NoticeBar>
  );
}
