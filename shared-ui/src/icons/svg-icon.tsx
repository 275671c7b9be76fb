import type { SVGProps } from 'react';

/**
 * The frame every line icon shares: a 24-unit box drawn in the text colour, sized by the font
 * (1em) unless given a size, and decorative: hidden from assistive tech, since the control or
 * text beside it carries the name.
 */
export function SvgIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
