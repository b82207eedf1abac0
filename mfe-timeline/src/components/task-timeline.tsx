import { Fragment, type ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';
import { TASK_STATUS_WORDS, type TimelineTask } from '@clientline/contracts';
import { media } from '@clientline/shared-ui';
import { AFTER_PROJECT_END, AfterProjectEndBadge } from '@clientline/shared-ui/widgets';
import { formatDay, isDayAfter } from '@clientline/shared-ui/dates';
import { dayNumber, todayNumber } from '../lib/dates';

const Chart = styled.div`
  display: none;

  ${media.md} {
    position: relative;
    display: grid;
    grid-template-columns: minmax(140px, 220px) 1fr;
    row-gap: ${({ theme }) => theme.space[2]};
    column-gap: ${({ theme }) => theme.space[3]};
    align-items: center;
  }
`;

const AxisLabels = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const TaskName = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Track = styled.div`
  position: relative;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Bar = styled.div<{ $done: boolean; $late: boolean }>`
  position: absolute;
  opacity: ${({ $done }) => ($done ? 0.4 : 1)};
  top: 4px;
  bottom: 4px;
  min-width: 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $late }) => ($late ? theme.colors.warning : theme.colors.primary)};
`;

const TodayLine = styled.div`
  position: absolute;
  top: -4px;
  bottom: -4px;
  width: 2px;
  background: ${({ theme }) => theme.colors.destructive};
`;

const TodayLabel = styled.span`
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const hiddenOnWideScreens = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * The list: what small screens show, and what screen readers read at every size; shown at every size
 * too when it holds the firm's controls or flags (`$everySize`).
 */
const List = styled.ol<{ $everySize: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;

  ${media.md} {
    ${({ $everySize, theme }) => ($everySize ? `margin-top: ${theme.space[6]};` : hiddenOnWideScreens)}
  }
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const ItemName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Dates = styled(Muted)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

interface TaskTimelineProps {
  tasks: TimelineTask[];
  now?: Date;
  /** The firm's controls for a task, shown in the list (which then shows at every size). */
  actionsFor?: (task: TimelineTask) => ReactNode;
  /**
   * For the firm's staff: the project's end date, after which an open task's end is flagged ("After the
   * project's end"); the list then shows at every size, so the flag is read, not only a bar's colour.
   */
  flagAfter?: string | null;
}

/**
 * The tasks on a time axis (a bar per task from start to end, today marked), ordered by start date,
 * and the same tasks as a list. The chart is drawn for sighted users on wider screens only.
 */
export function TaskTimeline({ tasks, now = new Date(), actionsFor, flagAfter }: TaskTimelineProps) {
  const ordered = [...tasks].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const isLate = (task: TimelineTask) => task.status !== 'done' && isDayAfter(task.endDate, flagAfter);
  const anyLate = ordered.some(isLate);
  const first = Math.min(...ordered.map((task) => dayNumber(task.startDate)));
  const last = Math.max(...ordered.map((task) => dayNumber(task.endDate)));
  // The last day counts whole: a one-day task still gets a bar.
  const span = last - first + 1;
  const percent = (day: number) => `${((day - first) / span) * 100}%`;
  const today = todayNumber(now);
  const todayOnAxis = today >= first && today <= last;

  return (
    <>
      <Chart aria-hidden data-testid="timeline-chart">
        <TodayLabel>{todayOnAxis ? 'Today marked in red' : ''}</TodayLabel>
        <AxisLabels>
          <span>{formatDay(ordered[0]!.startDate)}</span>
          <span>{formatDay(ordered.reduce((end, task) => (task.endDate > end ? task.endDate : end), ordered[0]!.endDate))}</span>
        </AxisLabels>
        {ordered.map((task) => {
          const start = dayNumber(task.startDate);
          const end = dayNumber(task.endDate);
          return (
            <Fragment key={task.id}>
              <TaskName title={task.name}>{task.name}</TaskName>
              <Track
                title={`${task.name}: ${formatDay(task.startDate)} to ${formatDay(task.endDate)}, ${TASK_STATUS_WORDS[task.status]}${isLate(task) ? `, ${AFTER_PROJECT_END.toLowerCase()}` : ''}`}
              >
                <Bar $done={task.status === 'done'} $late={isLate(task)} style={{ left: percent(start), width: `${((end - start + 1) / span) * 100}%` }} />
                {todayOnAxis && <TodayLine style={{ left: `calc(${percent(today)} + ${50 / span}%)` }} />}
              </Track>
            </Fragment>
          );
        })}
      </Chart>
      <List aria-label="Tasks by start date" $everySize={Boolean(actionsFor) || anyLate}>
        {ordered.map((task) => (
          <Item key={task.id}>
            <ItemName>{task.name}</ItemName>
            <Dates>
              <span>
                {formatDay(task.startDate)} to {formatDay(task.endDate)}
              </span>
              {isLate(task) && <AfterProjectEndBadge due={task.endDate} projectEndDate={flagAfter} />}
            </Dates>
            <Muted>
              {TASK_STATUS_WORDS[task.status]}
              {task.assignee && ` · Assigned to ${task.assignee.displayName}`}
            </Muted>
            {task.description && <Muted>{task.description}</Muted>}
            {actionsFor?.(task)}
          </Item>
        ))}
      </List>
    </>
  );
}
