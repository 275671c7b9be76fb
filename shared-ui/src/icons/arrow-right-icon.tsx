import type { SVGProps } from 'react';
import { SvgIcon } from './svg-icon';

/** Decorative arrow pointing right (the button's default icon). Hidden from assistive tech. */
export function ArrowRightIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <SvgIcon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </SvgIcon>
  );
}
