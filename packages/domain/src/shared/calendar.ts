// Apart from the schemas: the web app checks days in the URL without zod.

/** Whether `YYYY-MM-DD` names a day that exists (no 30 February) in 1900–2999. */
export function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse rolls 30 February over to 2 March; PostgreSQL's ::date refuses it (a 500, not a 400).
  return (
    !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value && value >= "1900" && value < "3000"
  );
}
