// What the markup dropdowns use of floating-ui, as named re-exports: importing the package's
// namespace dynamically would keep every export of it, and the chunk it shares with the popover
// service would carry the whole library to every page that shows a popover.
export { autoUpdate, computePosition, flip, offset, shift } from "@floating-ui/react";
