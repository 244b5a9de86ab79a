/**
 * The day a meeting's programme opens at: the one its page's address names if the programme has it, else today
 * (in the meetings' time zone) if it is one of its days, else its first day; '' for a programme without days.
 * The page shows that day's sessions first, and the server answers them in the page.
 */
export function programmeDay(dates: readonly string[], chosen: string | null, today: string): string {
  if (chosen && dates.includes(chosen)) return chosen;
  return dates.includes(today) ? today : (dates[0] ?? '');
}
