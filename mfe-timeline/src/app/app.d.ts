/** Called by the shell before the first render, so the page opened shows without a spinner first. */
export declare const preloadPage: (pathname: string) => Promise<void>;
/** The Timeline area: every route this remote owns (see the route table). */
export default function App(): import("react").JSX.Element;
