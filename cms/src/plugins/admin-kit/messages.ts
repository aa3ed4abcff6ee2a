// Small helpers every plugin's admin screens share.

/** "27 Nov 2026, 9:30 am" in Sydney time. */
export function when(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The message of a refused admin request, or the fallback. */
export function errorMessage(e: unknown, fallback: string): string {
  return (e as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ?? fallback;
}
