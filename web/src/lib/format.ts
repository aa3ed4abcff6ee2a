const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });

/** "2024-05-14" -> "14 May 2024" (the same on server and browser, whatever their time zones). */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00+10:00` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}
