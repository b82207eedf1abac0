/** /timeline/share/:shareToken: the read-only view for anyone holding the link, no account needed. */
export declare function SharedTimelinePage(): import("react").JSX.Element;
