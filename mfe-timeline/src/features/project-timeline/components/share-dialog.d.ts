interface ShareDialogProps {
    timelineId: string;
    open: boolean;
    onOpenChange(open: boolean): void;
}
/**
 * Makes a read-only link to the timeline for people outside the portal: an optional expiry from today
 * on, and the conversation only when the firm ticks it (it may be privileged). Lists the links that
 * still work, each with Revoke.
 */
export declare function ShareDialog({ timelineId, open, onOpenChange }: ShareDialogProps): import("react").JSX.Element;
export {};
