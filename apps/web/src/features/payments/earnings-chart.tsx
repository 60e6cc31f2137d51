import { formatMoney } from '@reelhire/shared/money';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2027-03" as "Mar 2027". */
export function formatMonth(month: string): string {
  return monthLabel.format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * Earned per month as bars (Recharts). Its own module, loaded lazily by the earnings page, so the chart
 * library never weighs on other pages' bundles.
 */
export default function EarningsChart({
  months,
  currency,
}: {
  months: { month: string; earned_minor: number }[];
  currency: string;
}) {
  const data = months.map((row) => ({ label: formatMonth(row.month), earned: row.earned_minor }));
  return (
    <div className="h-56 w-full" role="img" aria-label={`Earnings by month in ${currency}`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="#e4e4e7" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
          <YAxis
            width={64}
            tickLine={false}
            axisLine={false}
            fontSize={12}
            tickFormatter={(value: number) => formatMoney(value, currency)}
          />
          <Tooltip
            formatter={(value) => [formatMoney(Number(value), currency), 'Earned']}
            cursor={{ fill: '#f4f4f5' }}
          />
          {/* No grow-in animation: a figure about money shows its value at once (and for reduced motion). */}
          <Bar
            dataKey="earned"
            fill="var(--color-brand-600)"
            radius={[4, 4, 0, 0]}
            maxBarSize={48}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
