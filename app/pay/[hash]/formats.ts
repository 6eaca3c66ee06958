/** How the payment page writes dates and documents for the buyer. */
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const instantFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** A boleto due date is a calendar day (`YYYY-MM-DD`), not an instant: format it without moving it across zones. */
export function formatDay(date: string): string {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

export const formatInstant = (date: Date) => `${instantFormat.format(date)} (Brasília time)`;
