/**
 * Navigation for actions outside React components (e.g. a failed token refresh sends the user to
 * /, SPEC §4 "Session"). Same history as wouter's default browser location.
 */
export { navigate } from 'wouter/use-browser-location';
