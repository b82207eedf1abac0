import type { ReactNode } from 'react';
/** The remote's own landmark: the shell renders nothing around it. */
export declare const Page: import("styled-components/dist/types").IStyledComponentBase<"web", Omit<Omit<import("react").DetailedHTMLProps<import("react").HTMLAttributes<HTMLElement>, HTMLElement>, "style"> & {
    style?: import("react").CSSProperties | import("styled-components/dist/types").CSSPropertiesWithVars | undefined;
}, "id" | "tabIndex"> & Partial<Pick<Omit<import("react").DetailedHTMLProps<import("react").HTMLAttributes<HTMLElement>, HTMLElement>, "style"> & {
    style?: import("react").CSSProperties | import("styled-components/dist/types").CSSPropertiesWithVars | undefined;
}, "id" | "tabIndex">>> & string;
export declare const PageHeader: import("styled-components/dist/types").IStyledComponentBase<"web", Omit<import("react").DetailedHTMLProps<import("react").HTMLAttributes<HTMLElement>, HTMLElement>, "style"> & {
    style?: import("react").CSSProperties | import("styled-components/dist/types").CSSPropertiesWithVars | undefined;
}> & string;
export declare const Eyebrow: import("styled-components/dist/types").IStyledComponentBase<"web", Omit<import("react").DetailedHTMLProps<import("react").HTMLAttributes<HTMLParagraphElement>, HTMLParagraphElement>, "style"> & {
    style?: import("react").CSSProperties | import("styled-components/dist/types").CSSPropertiesWithVars | undefined;
}> & string;
export declare const Title: import("styled-components/dist/types").IStyledComponentBase<"web", Omit<import("react").DetailedHTMLProps<import("react").HTMLAttributes<HTMLHeadingElement>, HTMLHeadingElement>, "style"> & {
    style?: import("react").CSSProperties | import("styled-components/dist/types").CSSPropertiesWithVars | undefined;
}> & string;
export declare const Actions: import("styled-components/dist/types").IStyledComponentBase<"web", Omit<import("react").DetailedHTMLProps<import("react").HTMLAttributes<HTMLDivElement>, HTMLDivElement>, "style"> & {
    style?: import("react").CSSProperties | import("styled-components/dist/types").CSSPropertiesWithVars | undefined;
}> & string;
/** Tasks beside the chat on wide screens, one above the other on phones. */
export declare const Columns: import("styled-components/dist/types").IStyledComponentBase<"web", Omit<import("react").DetailedHTMLProps<import("react").HTMLAttributes<HTMLDivElement>, HTMLDivElement>, "style"> & {
    style?: import("react").CSSProperties | import("styled-components/dist/types").CSSPropertiesWithVars | undefined;
}> & string;
/** A page that is only a notice (a project or link that cannot be shown): one narrow card. */
export declare function NoticePage({ children }: {
    children: ReactNode;
}): import("react").JSX.Element;
/** The project's name under the page's eyebrow, its dates ('no end date' when open-ended) and its health. */
export declare function ProjectHeading({ eyebrow, name, startDate, endDate }: {
    eyebrow: string;
    name: string;
    startDate: string;
    endDate: string | null;
}): import("react").JSX.Element;
/** The 'Tasks' card, which names its region. */
export declare function TasksCard({ children }: {
    children: ReactNode;
}): import("react").JSX.Element;
export declare function LoadingPage({ label }: {
    label: string;
}): import("react").JSX.Element;
