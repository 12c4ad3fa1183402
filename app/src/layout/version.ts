/** Whether `polled` is a newer version than `running` (dotted numbers, compared part by part). */
export function isNewerVersion(polled: string, running: string): boolean {
  const a = polled.split('.').map(Number);
  const b = running.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (Number.isNaN(x) || Number.isNaN(y)) return polled !== running;
    if (x !== y) return x > y;
  }
  return false;
}
