import { screen } from '@testing-library/react';
import { ProgressBar, ProjectProgress, progressPercent } from '../progress-bar';
import { renderWithUi } from './render-with-ui';

describe('progressPercent', () => {
  it('is completed over total milestones, rounded, and 0 without milestones', () => {
    expect(progressPercent({ completedMilestones: 1, totalMilestones: 3 })).toBe(33);
    expect(progressPercent({ completedMilestones: 2, totalMilestones: 3 })).toBe(67);
    expect(progressPercent({ completedMilestones: 0, totalMilestones: 0 })).toBe(0);
  });
});

describe('ProgressBar', () => {
  it('is a named progressbar with its value, captioned "Progress N%" by default', () => {
    renderWithUi(<ProgressBar percent={40} label="Progress of Estate plan" />);
    const bar = screen.getByRole('progressbar', { name: 'Progress of Estate plan' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Progress')).toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('inline, puts only the percentage beside the bar', () => {
    renderWithUi(<ProgressBar percent={75} label="Progress of Estate plan" layout="inline" />);
    expect(screen.getByRole('progressbar', { name: 'Progress of Estate plan' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.queryByText('Progress')).not.toBeInTheDocument();
  });
});

describe('ProjectProgress', () => {
  it('shows the bar of a project with milestones', () => {
    renderWithUi(<ProjectProgress project={{ completedMilestones: 1, totalMilestones: 2, status: 'active' }} label="Progress of Estate plan" />);
    expect(screen.getByRole('progressbar', { name: 'Progress of Estate plan' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('says a project without milestones has none to count, rather than 0%', () => {
    const { unmount } = renderWithUi(<ProjectProgress project={{ completedMilestones: 0, totalMilestones: 0, status: 'completed' }} label="Progress" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('0%')).not.toBeInTheDocument();
    expect(screen.getByText('Completed, with no milestones to count')).toBeInTheDocument();
    unmount();
    renderWithUi(<ProjectProgress project={{ completedMilestones: 0, totalMilestones: 0, status: 'active' }} label="Progress" />);
    expect(screen.getByText('No milestones to count yet')).toBeInTheDocument();
  });
});
