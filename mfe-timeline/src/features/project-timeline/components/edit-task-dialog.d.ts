import type { Project, TimelineTask } from '@clientline/contracts';
/** Edit Task: what it says, its dates, who does it and where it stands. */
export declare function EditTaskDialog({ project, task, onClose }: {
    project: Project;
    task: TimelineTask;
    onClose(): void;
}): import("react").JSX.Element;
