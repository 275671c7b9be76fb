import type { SVGProps } from 'react';
import { SvgIcon } from './svg-icon';

/** Decorative magnifying glass for search boxes. */
export function SearchIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <SvgIcon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </SvgIcon>
  );
}
