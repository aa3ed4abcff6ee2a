// The layout feature's public entry for browser-safe code: the frame's parts other features draw.
export { RouteErrorBoundary } from './route-error-boundary';
export { ThankYouPopup } from './thank-you-popup';
