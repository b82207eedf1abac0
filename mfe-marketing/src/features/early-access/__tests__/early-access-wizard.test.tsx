import { screen, within } from '@testing-library/react';
import { deferred, json, mockApi } from '@clientline/shared-ui/testing';
import { renderAt } from '../../../testing/render-at';

type User = ReturnType<typeof renderAt>['user'];

async function openWizard() {
  const view = renderAt('/early-access');
  // The page's code loads on demand; the first import in a test run can take a moment.
  await screen.findByText('Step 1 of 4', {}, { timeout: 5000 });
  return view;
}

async function fillAboutYou(user: User, email = 'Ann.Lee@LeeAndCo.com') {
  await user.type(screen.getByLabelText(/Full name/), 'Ann Lee');
  await user.type(screen.getByLabelText(/Work email/), email);
  await user.type(screen.getByLabelText(/Company name/), 'Lee & Co');
}

async function next(user: User) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

/** The radio whose label starts with `answer` (an option may add a description after it). */
function choose(question: string, answer: string) {
  const group = within(screen.getByRole('group', { name: question }));
  return group.getByRole('radio', { name: (name) => name.startsWith(answer) });
}

async function answerEveryStep(user: User) {
  await fillAboutYou(user);
  await next(user);
  await user.click(choose('What best describes your role?', 'Founder or owner'));
  await user.click(choose('How big is your team?', '11-50 people'));
  await next(user);
  await user.click(choose('Which industry is your firm in?', 'Legal'));
  await user.click(choose('What would you use Clientline for first?', 'Automation'));
  await next(user);
  await user.click(choose('When would you like to start?', 'In 1-3 months'));
  await user.click(choose('What matters most to you right now?', 'Growth'));
}


beforeEach(() => {
  global.fetch = jest.fn(() => Promise.reject(new Error('unexpected request'))) as unknown as typeof fetch;
});

describe('the early-access wizard', () => {
  it('has Back disabled on step 1 and Submit only on step 4', async () => {
    const { user } = await openWizard();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await fillAboutYou(user);
    await next(user);
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(choose('What best describes your role?', 'Manager'));
    await user.click(choose('How big is your team?', '1-10 people'));
    await next(user);
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(choose('Which industry is your firm in?', 'Accounting'));
    await user.click(choose('What would you use Clientline for first?', 'Client management'));
    await next(user);
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it("offers every choice the api accepts, in the contracts' order", async () => {
    const { user } = await openWizard();
    const radios = (question: string) =>
      within(screen.getByRole('group', { name: question }))
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value);

    await fillAboutYou(user);
    await next(user);
    expect(radios('What best describes your role?')).toEqual(['executive', 'manager', 'professional', 'founder']);
    expect(radios('How big is your team?')).toEqual(['1-10', '11-50', '51-200', '201+']);
    await user.click(choose('What best describes your role?', 'Manager'));
    await user.click(choose('How big is your team?', '1-10 people'));
    await next(user);
    expect(radios('Which industry is your firm in?')).toEqual(['legal', 'accounting', 'consulting', 'technology', 'other']);
    expect(radios('What would you use Clientline for first?')).toEqual([
      'client_management',
      'project_tracking',
      'team_collaboration',
      'automation',
      'other',
    ]);
    await user.click(choose('Which industry is your firm in?', 'Legal'));
    await user.click(choose('What would you use Clientline for first?', 'Automation'));
    await next(user);
    expect(radios('When would you like to start?')).toEqual(['immediately', '1-3months', '3-6months', '6months+']);
    expect(radios('What matters most to you right now?')).toEqual(['efficiency', 'growth', 'satisfaction', 'costs']);
  });

  it('keeps every answer when moving back and forth between steps', async () => {
    const { user } = await openWizard();
    await answerEveryStep(user);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(choose('Which industry is your firm in?', 'Legal')).toBeChecked();
    expect(choose('What would you use Clientline for first?', 'Automation')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(choose('What best describes your role?', 'Founder or owner')).toBeChecked();
    expect(choose('How big is your team?', '11-50 people')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ann Lee');
    expect(screen.getByLabelText(/Work email/)).toHaveValue('Ann.Lee@LeeAndCo.com');
    expect(screen.getByLabelText(/Company name/)).toHaveValue('Lee & Co');

    await next(user);
    await next(user);
    await next(user);
    expect(choose('When would you like to start?', 'In 1-3 months')).toBeChecked();
    expect(choose('What matters most to you right now?', 'Growth')).toBeChecked();
  });

  it('does not leave step 1, and sends nothing, until the email is valid', async () => {
    const { user } = await openWizard();
    await fillAboutYou(user, 'ann.lee@');
    await next(user);

    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText(/Work email/)).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText(/Work email/)).toHaveFocus();
    expect(global.fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/Work email/));
    await user.type(screen.getByLabelText(/Work email/), 'ann@lee.co');
    await next(user);
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  });

  it('asks for the missing answers before moving on', async () => {
    const { user } = await openWizard();
    await next(user);
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText(/Company name/)).toHaveAccessibleDescription('Company name is required');

    // A fixed answer loses its message as it is typed, before Next is pressed again.
    await user.type(screen.getByLabelText(/Full name/), 'Ann Lee');
    expect(screen.getByLabelText(/Full name/)).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Company name is required')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Full name/));
    await fillAboutYou(user);
    await next(user);
    await user.click(choose('What best describes your role?', 'Executive or partner'));
    await next(user);
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByText('Choose your team size')).toBeInTheDocument();
    expect(screen.queryByText('Choose your role')).not.toBeInTheDocument();

    await user.click(choose('How big is your team?', '201+ people'));
    expect(screen.queryByText('Choose your team size')).not.toBeInTheDocument();
  });

  it('sends the answers to POST /api/early-access and confirms with the success toast', async () => {
    const api = mockApi({ 'POST /api/early-access': () => json({ ok: true }) });
    const { user } = await openWizard();
    await answerEveryStep(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Request Submitted Successfully!')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/early-access')).toEqual([
      {
        fullName: 'Ann Lee',
        email: 'ann.lee@leeandco.com',
        companyName: 'Lee & Co',
        role: 'founder',
        teamSize: '11-50',
        industry: 'legal',
        useCase: 'automation',
        expectedStartDate: '1-3months',
        priority: 'growth',
      },
    ]);
    expect(screen.getByRole('heading', { name: 'You are on the list' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('sends one request however often Submit is pressed while sending', async () => {
    const answer = deferred<Response>();
    const api = mockApi({ 'POST /api/early-access': () => answer.promise });
    const { user } = await openWizard();
    await answerEveryStep(user);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await user.click(submit);

    expect(submit).toBeDisabled();
    answer.resolve(json({ ok: true }));
    expect(await screen.findByText('Request Submitted Successfully!')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/early-access')).toHaveLength(1);
  });

  it('shows the Submission Error toast with the server message and keeps the answers for another try', async () => {
    const api = mockApi({
      'POST /api/early-access': () => json({ message: 'Early access requests are closed this week.' }, 503),
    });
    const { user } = await openWizard();
    await answerEveryStep(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const toastCard = (await screen.findByText('Submission Error')).closest('[data-variant]') as HTMLElement;
    expect(toastCard).toHaveTextContent('Early access requests are closed this week.');
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(choose('What matters most to you right now?', 'Growth')).toBeChecked();
    expect(api.bodiesSentTo('POST /api/early-access')).toHaveLength(1);
  });

  it('shows the Submission Error toast with a plain message when the network fails', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const { user } = await openWizard();
    await answerEveryStep(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const toastCard = (await screen.findByText('Submission Error')).closest('[data-variant]') as HTMLElement;
    expect(toastCard).toHaveTextContent('We could not send your request. Please check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
