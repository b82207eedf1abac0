import type { Project, TimelineTask } from '@clientline/contracts';
/** The firm's controls on one task: Done, Edit and Delete (confirmed). */
export declare function TaskActions({ project, task }: {
    project: Project;
    task: TimelineTask;
}): import("react").JSX.Element;
