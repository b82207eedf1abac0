import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * An icon component for a line drawing on a 24px grid, decorative, so hidden from screen readers. `look`
 * changes the stroke defaults (the filled star); the props an icon is given win over both.
 */
function lineIcon(drawing: ReactNode, look: IconProps = {}) {
  return function LineIcon(props: IconProps) {
    return (
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...look}
        {...props}
      >
        {drawing}
      </svg>
    );
  };
}

export const MenuIcon = lineIcon(<path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = lineIcon(<path d="M18 6 6 18M6 6l12 12" />);

export const ArrowRightIcon = lineIcon(<path d="M5 12h14M13 6l6 6-6 6" />);

export const CheckIcon = lineIcon(<path d="M20 6 9 17l-5-5" />);

export const KanbanIcon = lineIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M8 7v7M12 7v4M16 7v9" />
  </>,
);

export const ShieldIcon = lineIcon(
  <>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);

export const PortalIcon = lineIcon(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M2 9h20M7 14h4M7 17h8" />
  </>,
);

export const ScaleIcon = lineIcon(
  <>
    <path d="M12 3v18M7 21h10M5 7h14M12 3l-1 4h2z" />
    <path d="m5 7-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z" />
  </>,
);

export const CalculatorIcon = lineIcon(
  <>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M8 6h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15h.01M8 18h.01M12 18h.01M16 18h.01" />
  </>,
);

export const CalendarIcon = lineIcon(
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18M8 14h2M8 18h2M14 14h2" />
  </>,
);

export const ChartIcon = lineIcon(
  <>
    <path d="M3 3v18h18" />
    <path d="m7 15 4-4 3 3 5-6" />
  </>,
);

export const MailIcon = lineIcon(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
);

export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);

export const StarIcon = lineIcon(<path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />, {
  fill: 'currentColor',
  strokeWidth: '1',
});
