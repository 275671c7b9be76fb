import type { SVGProps } from 'react';
import { SvgIcon } from './svg-icon';

/** Decorative arrow pointing left (back links). Hidden from assistive tech. */
export function ArrowLeftIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <SvgIcon {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </SvgIcon>
  );
}
