import type { SVGProps } from 'react';
import { SvgIcon } from './svg-icon';

/** Decorative cross (close and clear buttons, which carry their own label). */
export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <SvgIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </SvgIcon>
  );
}
