import { formatMoney } from '@reelhire/shared/money';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface MonthBar {
  month: string;
  spent_minor: number;
}

/** "Nov 2026" from "2026-11" (or "Nov 26", short enough for every bar's tick on a phone). */
export function monthLabel(month: string, year: 'numeric' | '2-digit' = 'numeric'): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-GB', {
    month: 'short',
    year,
    timeZone: 'UTC',
  });
}

/**
 * Spend by month in one currency as bars (Recharts). Its own module, loaded only when the expenditure
 * page has months to draw, so Recharts stays out of every other page's bundle.
 */
export default function SpendChart({ months, currency }: { months: MonthBar[]; currency: string }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid vertical={false} stroke="#e4e4e7" />
        <XAxis
          dataKey="month"
          tickFormatter={(month: string) => monthLabel(month, '2-digit')}
          tickLine={false}
          axisLine={false}
          fontSize={12}
          minTickGap={4}
        />
        <YAxis
          tickFormatter={(value: number) => formatMoney(value, currency)}
          tickLine={false}
          axisLine={false}
          fontSize={12}
          width={80}
        />
        <Tooltip
          formatter={(value) => [formatMoney(Number(value), currency), 'Spent']}
          labelFormatter={(label) => monthLabel(String(label))}
          cursor={{ fill: '#f4f4f5' }}
        />
        {/* No grow-in animation: a figure about money shows its value at once (and for reduced motion). */}
        <Bar
          dataKey="spent_minor"
          fill="var(--color-brand-600)"
          radius={[4, 4, 0, 0]}
          maxBarSize={48}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
