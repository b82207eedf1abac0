/** The timeline's health label from the project's end date, with the days remaining. */
export declare function HealthBadge({ endDate }: {
    endDate: string | null | undefined;
}): import("react").JSX.Element;
