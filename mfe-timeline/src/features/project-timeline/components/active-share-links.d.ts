interface ActiveShareLinksProps {
    timelineId: string;
    /** Told the id of a link once it is revoked, so a dialog showing its URL stops offering it. */
    onRevoked?(shareId: string): void;
}
/** The timeline's links that still work, each with Revoke (asked first: it stops working at once, for good). */
export declare function ActiveShareLinks({ timelineId, onRevoked }: ActiveShareLinksProps): import("react").JSX.Element;
export {};
