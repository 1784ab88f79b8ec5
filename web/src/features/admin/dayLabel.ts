const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A summary day ('YYYY-MM-DD', a UTC day) as the Overview names it: '24 Nov'. */
export const labelOfDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
