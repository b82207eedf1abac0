import { type ReactNode } from 'react';
import { type TimelineTask } from '@clientline/contracts';
interface TaskTimelineProps {
    tasks: TimelineTask[];
    now?: Date;
    /** The firm's controls for a task, shown in the list (which then shows at every size). */
    actionsFor?: (task: TimelineTask) => ReactNode;
}
/**
 * The tasks on a time axis (a bar per task from start to end, today marked), ordered by start date,
 * and the same tasks as a list. The chart is drawn for sighted users on wider screens only.
 */
export declare function TaskTimeline({ tasks, now, actionsFor }: TaskTimelineProps): import("react").JSX.Element;
export {};
