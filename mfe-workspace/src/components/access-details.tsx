import styled from '@clientline/shared-ui/styled';
import { CopyButton } from './copy-button';
import { FactList } from './fact-list';
import { InlineRow } from './inline-row';
import { SecretText } from './secret-text';

const Note = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LinkRow = styled(InlineRow)`
  code {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    word-break: break-all;
  }
`;

/** The whole address of a first-access path, as the client will open it. */
export function firstAccessLink(firstAccessUrl: string): string {
  return new URL(firstAccessUrl, window.location.origin).href;
}

export interface AccessDetailsProps {
  username: string;
  temporaryPassword: string;
  firstAccessUrl: string;
}

/** A client's one-time login details, ready to send: shown once, since the api keeps no clear copy. */
export function AccessDetails({ username, temporaryPassword, firstAccessUrl }: AccessDetailsProps) {
  const link = firstAccessLink(firstAccessUrl);
  return (
    <section aria-label="Login details">
      <Note>
        We emailed {username} an invitation with this link. If it does not reach them, give them these details yourself:
        they are shown only once. The link works once, for 7 days, and lets them choose a password; the temporary
        password also works on your firm’s login page until then.
      </Note>
      <FactList>
        <div>
          <dt>Email</dt>
          <dd>{username}</dd>
        </div>
        <div>
          <dt>Temporary password</dt>
          <dd>
            <SecretText secret={temporaryPassword} label="Temporary password" />
          </dd>
        </div>
        <div>
          <dt>First-access link</dt>
          <dd>
            <LinkRow>
              <code>{link}</code>
              <CopyButton text={link} copiedTitle="Link Copied!" aria-label="Copy first-access link">
                Copy link
              </CopyButton>
            </LinkRow>
          </dd>
        </div>
      </FactList>
    </section>
  );
}
