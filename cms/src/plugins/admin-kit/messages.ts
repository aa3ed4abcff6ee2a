// Small helpers every plugin's admin screens share.

/** "27 Nov 2026, 9:30 am" in the site's time zone. */
export { formatDateTime as when } from '@ironbark/shared/time';

/** The message of a refused admin request, or the fallback. */
export function errorMessage(e: unknown, fallback: string): string {
  return (e as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ?? fallback;
}
