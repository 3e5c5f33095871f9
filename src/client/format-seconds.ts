/**
 * A wait as people say it, shared by the client's errors and the CLI's notes: "2 s", "1.5 s" up
 * to 90 s, then whole minutes and seconds ("9 min 58 s"), and from an hour on hours and minutes
 * ("1 h 5 min"), since nobody counts 598 seconds.
 */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  if (seconds <= 90) return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  if (whole < 3600) return joinUnits(Math.floor(whole / 60), 'min', whole % 60, 's');
  const minutes = Math.round(whole / 60);
  return joinUnits(Math.floor(minutes / 60), 'h', minutes % 60, 'min');
}

function joinUnits(big: number, bigUnit: string, small: number, smallUnit: string): string {
  return small === 0 ? `${big} ${bigUnit}` : `${big} ${bigUnit} ${small} ${smallUnit}`;
}
