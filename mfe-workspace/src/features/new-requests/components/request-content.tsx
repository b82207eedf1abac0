import { webhookRequestContact } from '@clientline/contracts';
import { media } from '@clientline/shared-ui';
import styled from '@clientline/shared-ui/styled';
import { inWords, linkableEmail, requestBody } from '../lib/request-details';

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Name beside value where there is room; on a phone the name goes above its value.
const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    min-width: 0;

    ${media.sm} {
      grid-template-columns: minmax(6rem, 10rem) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space[3]};
    }
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }

  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

function Value({ value }: { value: string }) {
  const email = linkableEmail(value);
  return email ? <a href={`mailto:${email}`}>{email}</a> : <>{value}</>;
}

/** Plain text as written, with the sender's address in it as a link. */
function TextWithEmail({ text }: { text: string }) {
  const email = linkableEmail(webhookRequestContact(text).email);
  const at = email ? text.toLowerCase().indexOf(email) : -1;
  if (!email || at < 0) return <Text>{text}</Text>;
  const written = text.slice(at, at + email.length);
  return (
    <Text>
      {text.slice(0, at)}
      <a href={`mailto:${email}`}>{written}</a>
      {text.slice(at + email.length)}
    </Text>
  );
}

/** What a request says: a JSON body's fields by name (never its braces), or its plain text. */
export function RequestContent({ content }: { content: string }) {
  const body = requestBody(content);
  if (body.kind === 'text') return <TextWithEmail text={body.text} />;
  if (body.fields.length === 0) return <Note>No fields to show.</Note>;
  return (
    <Fields>
      {body.fields.map(([name, value], index) => (
        <div key={`${index}:${name}`}>
          <dt>{inWords(name)}</dt>
          <dd>
            <Value value={value} />
          </dd>
        </div>
      ))}
    </Fields>
  );
}
