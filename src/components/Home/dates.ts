/** 2025-11-20T… → 2025 年 11 月 20 日, from the ISO text itself (the same on the server and in every browser). */
export function chineseDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${y} 年 ${m} 月 ${d} 日`;
}
