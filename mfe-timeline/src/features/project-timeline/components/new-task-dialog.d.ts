/** The firm plans a task; it joins the timeline at once (and the client's open screen through the socket). */
export declare function NewTaskDialog({ projectId, onClose }: {
    projectId: string;
    onClose(): void;
}): import("react").JSX.Element;
