import { render } from '@testing-library/react';
import { pageTitle, usePageTitle } from '../use-page-title';

function Page({ parts }: { parts: (string | null | undefined)[] }) {
  usePageTitle(...parts);
  return null;
}

describe('pageTitle', () => {
  it('joins the parts with " · " and ends with Clientline, leaving out parts not known yet', () => {
    expect(pageTitle('Projects', 'Harbor & Finch Legal')).toBe('Projects · Harbor & Finch Legal · Clientline');
    expect(pageTitle('Shared timeline', undefined, ' Estate plan ')).toBe('Shared timeline · Estate plan · Clientline');
    expect(pageTitle('Sign in', null, '')).toBe('Sign in · Clientline');
    expect(pageTitle()).toBe('Clientline');
  });
});

describe('usePageTitle', () => {
  it('titles the document while the page is on screen, follows its parts, and puts the title before back', () => {
    document.title = 'Clientline';
    const view = render(<Page parts={['Project', undefined]} />);
    expect(document.title).toBe('Project · Clientline');
    view.rerender(<Page parts={['Estate plan', 'Harbor & Finch Legal']} />);
    expect(document.title).toBe('Estate plan · Harbor & Finch Legal · Clientline');
    view.unmount();
    expect(document.title).toBe('Clientline');
  });
});
