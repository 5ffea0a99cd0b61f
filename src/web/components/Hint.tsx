import { cloneElement, useRef, type FocusEvent, type PointerEvent, type ReactElement, type Ref } from 'react';
import type { TooltipProps } from '@mantine/core';
import { useFloatingParts } from './later/useFloating';
import { useFocusKept } from './later/useFocusKept';
import { CAN_HOVER } from '../app/theme';

interface ChildProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

type HintProps = Omit<TooltipProps, 'children'> & { children: ReactElement<ChildProps> };

/**
 * Mantine's Tooltip, with the same props, for what the signed-in home shows at first paint (decision 104): until the
 * tooltip code arrives (fetched while the browser is idle after the first paint, or when the pointer or the focus
 * comes to the element) the element is drawn alone, exactly as it looks while its tooltip is not showing. Then it is
 * drawn again inside the tooltip, keeping the keyboard's focus, with the tooltip open if the pointer or the focus is
 * still there. The child must not have a ref of its own (this one replaces it).
 */
export function Hint({ children, ...props }: HintProps) {
  const [parts, load] = useFloatingParts();
  const Tooltip = parts?.Tooltip;
  const ref = useFocusKept(Tooltip !== undefined);
  const wanted = useRef(false);
  // Drawn beside its element rather than in a portal at the end of <body>, so an open tooltip stays inside the
  // element's landmark (axe's "region": a hovered Send button's tooltip sat outside every landmark); fixed positioning
  // keeps it from being clipped by a scrolling list around it.
  if (Tooltip) return <Tooltip withinPortal={false} floatingStrategy="fixed" {...props} defaultOpened={wanted.current && !props.disabled}>{cloneElement(children, { ref })}</Tooltip>;
  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = children.props;
  const want = (on: boolean) => {
    wanted.current = on;
    if (on) void load().catch(() => undefined);
  };
  return cloneElement(children, {
    ref,
    onPointerEnter: (event) => {
      onPointerEnter?.(event);
      if (event.pointerType === 'mouse') want(true);
    },
    onPointerLeave: (event) => {
      onPointerLeave?.(event);
      want(false);
    },
    onFocus: (event) => {
      onFocus?.(event);
      // As the theme's Tooltip (events): focus opens a tooltip only where the pointer can hover. On a phone a tap
      // focuses the button, and a tooltip opened by it once its code arrived stayed over the composer.
      if (CAN_HOVER) want(true);
    },
    onBlur: (event) => {
      onBlur?.(event);
      want(false);
    },
  });
}
