import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import { Button } from '@clientline/shared-ui';
import { CopyButton } from './copy-button';
import { InlineRow } from './inline-row';

const Value = styled.code`
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  word-break: break-all;
`;

const MASK = '••••••••••••';

/** A temporary password: masked until revealed, copyable either way ('Password Copied!'). */
export function SecretText({ secret, label }: { secret: string; label: string }) {
  const [revealed, setRevealed] = useState(false);
  return (
    <InlineRow>
      <Value aria-label={revealed ? undefined : `${label} (hidden)`}>{revealed ? secret : MASK}</Value>
      <Button type="button" variant="ghost" size="sm" aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
        {revealed ? 'Hide' : 'Reveal'}
      </Button>
      <CopyButton text={secret} copiedTitle="Password Copied!" aria-label={`Copy ${label.toLowerCase()}`}>
        Copy
      </CopyButton>
    </InlineRow>
  );
}
