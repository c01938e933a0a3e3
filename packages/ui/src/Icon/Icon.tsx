import { clsx } from 'clsx';
import type { ReactNode, SVGProps } from 'react';
import { icon } from './Icon.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * What the icon means, when it stands alone (an icon-only link, a status). Without a label the
   * icon is decorative and hidden from assistive technology.
   */
  label?: string;
  /**
   * Width and height; by default the icon follows the surrounding font size.
   * @default '1.25em'
   */
  size?: string | number;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName: string };

/** Makes one icon component from 24 x 24 stroke paths. Each icon is its own export, so unused icons are tree-shaken. */
function createIcon(name: string, paths: ReactNode): IconComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module load, never while rendering.
  const Icon = ({ label, size = '1.25em', className, ...props }: IconProps) => (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a labelled icon is named by role="img" + aria-label; an unlabelled one is aria-hidden.
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
      className={clsx(icon, className)}
    >
      {paths}
    </svg>
  );
  Icon.displayName = `Icon${name}`;
  return Icon;
}

export const IconMenu = /* @__PURE__ */ createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const IconClose = /* @__PURE__ */ createIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const IconCheck = /* @__PURE__ */ createIcon('Check', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const IconChevronDown = /* @__PURE__ */ createIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const IconChevronRight = /* @__PURE__ */ createIcon('ChevronRight', <path d="M9 6l6 6-6 6" />);
export const IconArrowRight = /* @__PURE__ */ createIcon('ArrowRight', <path d="M5 12h14M13 6l6 6-6 6" />);
export const IconArrowLeft = /* @__PURE__ */ createIcon('ArrowLeft', <path d="M19 12H5M11 6l-6 6 6 6" />);
export const IconPlay = /* @__PURE__ */ createIcon(
  'Play',
  <path d="M8 5.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 8 5.5z" />,
);
export const IconChat = /* @__PURE__ */ createIcon(
  'Chat',
  <path d="M21 11.5a8.5 8.5 0 0 1-12.4 7.55L3 21l1.95-5.6A8.5 8.5 0 1 1 21 11.5z" />,
);
export const IconMic = /* @__PURE__ */ createIcon(
  'Mic',
  <>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </>,
);
export const IconVideo = /* @__PURE__ */ createIcon(
  'Video',
  <>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10.5l5-3v9l-5-3" />
  </>,
);
export const IconPhone = /* @__PURE__ */ createIcon(
  'Phone',
  <path d="M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
);
export const IconMail = /* @__PURE__ */ createIcon(
  'Mail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>,
);
export const IconStar = /* @__PURE__ */ createIcon(
  'Star',
  <path d="M12 3.5l2.6 5.3 5.9.85-4.25 4.15 1 5.85L12 16.9l-5.25 2.75 1-5.85L3.5 9.65l5.9-.85L12 3.5z" />,
);
export const IconShield = /* @__PURE__ */ createIcon(
  'Shield',
  <>
    <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6L12 3z" />
    <path d="M8.75 12l2.25 2.25 4.25-4.5" />
  </>,
);
export const IconBolt = /* @__PURE__ */ createIcon(
  'Bolt',
  <path d="M13 2.5L4.5 13.5H11l-1 8 8.5-11H12l1-8z" />,
);
export const IconClock = /* @__PURE__ */ createIcon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const IconSearch = /* @__PURE__ */ createIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.25-4.25" />
  </>,
);
export const IconDevices = /* @__PURE__ */ createIcon(
  'Devices',
  <>
    <rect x="2.5" y="4" width="14" height="10" rx="1.5" />
    <path d="M6 18h7" />
    <rect x="17.5" y="8" width="4.5" height="12" rx="1.25" />
  </>,
);
export const IconChart = /* @__PURE__ */ createIcon('Chart', <path d="M4 20V10M10 20V4M16 20v-7M21 20H3" />);
export const IconSparkles = /* @__PURE__ */ createIcon(
  'Sparkles',
  <path d="M10 3.5l1.6 4.9 4.9 1.6-4.9 1.6L10 16.5l-1.6-4.9L3.5 10l4.9-1.6L10 3.5zM18 14l.8 2.2 2.2.8-2.2.8L18 20l-.8-2.2-2.2-.8 2.2-.8L18 14z" />,
);
export const IconGlobe = /* @__PURE__ */ createIcon(
  'Globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.75 5.6 3.75 9S14.5 18.4 12 21c-2.5-2.6-3.75-5.6-3.75-9S9.5 5.6 12 3z" />
  </>,
);
export const IconCalendar = /* @__PURE__ */ createIcon(
  'Calendar',
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const IconInfo = /* @__PURE__ */ createIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </>,
);
export const IconAlert = /* @__PURE__ */ createIcon(
  'Alert',
  <>
    <path d="M10.3 4.2L2.7 17.5A2 2 0 0 0 4.4 20.5h15.2a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4M12 17v.01" />
  </>,
);
export const IconCookie = /* @__PURE__ */ createIcon(
  'Cookie',
  <>
    <path d="M20.5 12.5A8.5 8.5 0 1 1 11.5 3.5a3 3 0 0 0 4 3.5 3 3 0 0 0 5 5.5z" />
    <path d="M8.5 9.5v.01M9.5 15v.01M14.5 14.5v.01M12 12v.01" />
  </>,
);
export const IconExternal = /* @__PURE__ */ createIcon(
  'External',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
