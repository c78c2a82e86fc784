/**
 * A phone number with all but its first national digit and last four hidden, grouped the way
 * Georgians write mobile numbers: `+995555001234` → `+995 5** ** 12 34`.
 */
export function maskPhone(phone: string): string {
  const georgian = /^\+995(\d{9})$/.exec(phone);
  if (georgian) {
    const d = georgian[1];
    return `+995 ${d[0]}** ** ${d.slice(5, 7)} ${d.slice(7, 9)}`;
  }
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return phone.startsWith('+') ? `+${'*'.repeat(digits.length)}` : '*'.repeat(digits.length);
  const shown = digits.slice(-4);
  return `${phone.startsWith('+') ? '+' : ''}${digits.slice(0, Math.min(3, digits.length - 4))}${'*'.repeat(Math.max(0, digits.length - 7))} ${shown.slice(0, 2)} ${shown.slice(2)}`;
}

/** An e-mail address with its local part hidden after the first character: `n***@example.ge`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
