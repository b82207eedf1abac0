/** /timeline/:projectId: the project's tasks on a time axis, its health, and the chat beside them. */
export declare function ProjectTimelinePage(): import("react").JSX.Element;
