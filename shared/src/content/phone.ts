/** `(02) 5550 1234` as a tel: link target in international form: `tel:+61255501234`. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('0')) return `tel:+61${digits.slice(1)}`;
  return `tel:${digits}`;
}
