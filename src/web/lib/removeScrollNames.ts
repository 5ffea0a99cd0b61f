import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * What the frame's fixed header and tab bar (components/AppFrame.tsx) take from react-remove-scroll: only the class
 * names that keep them clear of the scroll bar while a dialog locks scrolling (decision 104). The library itself (with
 * its side-car and styles) comes with the first dialog. The names are the library's own.
 */
export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };
